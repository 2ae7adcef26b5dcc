import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { key, render, type Rendered } from '../../../components/ui/testing/render';
import { portico } from '../../../lib/portico';
import { bigTree, dept, unitRoot } from '../tree/fixtures';
import { flattenTree, parentIds, type FlatTree } from '../tree/flat-tree';
import { DepartmentTree } from './department-tree';

let view: Rendered | null = null;
afterEach(() => view?.unmount());
portico.i18n.setLocale('en-US');

function Harness({
  tree,
  open,
  onSelect,
}: {
  tree: FlatTree;
  open: Set<string>;
  onSelect: (id: string) => void;
}) {
  const [expanded, setExpanded] = useState(open);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <DepartmentTree
      tree={tree}
      expanded={expanded}
      onExpandedChange={setExpanded}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
      label="Departments"
      height={280}
    />
  );
}

const items = () => [...view!.container.querySelectorAll('[role=treeitem]')];
const treeEl = () => view!.container.querySelector<HTMLElement>('[role=tree]')!;

describe('DepartmentTree (a tree of 10,000 departments stays responsive)', () => {
  it('puts only the rows in view in the DOM for 10,000 open departments', () => {
    const tree = flattenTree(bigTree(10_000));
    view = render(<Harness tree={tree} open={parentIds(tree)} onSelect={() => {}} />);
    expect(items().length).toBeGreaterThan(5);
    expect(items().length).toBeLessThan(40);
    const spacer = treeEl().firstElementChild as HTMLElement;
    expect(spacer.style.height).toBe(`${10_001 * 28}px`);
    expect(items()[0]!.getAttribute('aria-level')).toBe('1');
    expect(items()[1]!.getAttribute('aria-level')).toBe('2');
  });

  it('works by keyboard: arrows move the active row, Right opens, Enter selects', () => {
    const onSelect = vi.fn();
    const tree = flattenTree(
      unitRoot([dept('front', [dept('desk')], 'Front'), dept('house', [], 'House')]),
    );
    view = render(<Harness tree={tree} open={new Set(['unit'])} onSelect={onSelect} />);
    const active = () => document.getElementById(treeEl().getAttribute('aria-activedescendant')!)!;
    expect(active().dataset.nodeId).toBe('unit');
    key(treeEl(), 'ArrowDown');
    expect(active().dataset.nodeId).toBe('front');
    expect(active().getAttribute('aria-expanded')).toBe('false');
    key(treeEl(), 'ArrowRight');
    expect(active().getAttribute('aria-expanded')).toBe('true');
    key(treeEl(), 'ArrowRight');
    expect(active().dataset.nodeId).toBe('desk');
    key(treeEl(), 'Enter');
    expect(onSelect).toHaveBeenCalledWith('desk');
    expect(active().getAttribute('aria-selected')).toBe('true');
    expect(items().map((i) => i.textContent)).toEqual([
      'Harbour Hotel · All departmentsH001',
      'FrontFRONT',
      'deskDESK',
      'HouseHOUSE',
    ]);
  });
});
