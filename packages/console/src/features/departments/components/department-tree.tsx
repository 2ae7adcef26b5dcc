import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@portico/elements/ui';
import {
  VirtualList,
  type VirtualListHandle,
} from '../../../components/ui/virtual-list/virtual-list';
import { useT } from '../../../lib/use-t';
import { visibleRows, type FlatTree } from '../tree/flat-tree';
import { treeKeyAction } from '../tree/tree-keys';

/** Fixed row height of the windowed tree (px). */
export const TREE_ROW_HEIGHT = 28;

export interface DepartmentTreeProps {
  tree: FlatTree;
  expanded: ReadonlySet<string>;
  onExpandedChange: (expanded: Set<string>) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A search's matches and their ancestors: only they show, opened. */
  only?: ReadonlySet<string> | null;
  /** Matches of the search, highlighted. */
  matches?: ReadonlySet<string> | null;
  /** Rows that cannot be chosen (a department's own subtree when moving it). */
  disabledIds?: ReadonlySet<string>;
  label: string;
  /** Viewport height; without it the tree fills its parent. */
  height?: number;
}

/**
 * The department tree (product.md §2.5 department management): the unit as root, then its
 * departments; windowed (only the rows in view are in the DOM), so 10,000 departments scroll and
 * open as fast as ten. Keyboard as the ARIA tree pattern, with aria-activedescendant:
 * arrows move, Right/Left open, close or go to child/parent, Home/End, Enter or Space selects.
 */
export function DepartmentTree({
  tree,
  expanded,
  onExpandedChange,
  selectedId,
  onSelect,
  only,
  matches,
  disabledIds,
  label,
  height,
}: DepartmentTreeProps) {
  const t = useT();
  const prefix = useId();
  const list = useRef<VirtualListHandle>(null);
  const rows = useMemo(() => visibleRows(tree, expanded, only), [tree, expanded, only]);
  const [active, setActive] = useState<string | null>(null);
  const activeId = active && rows.includes(active) ? active : (selectedId ?? rows[0] ?? null);
  const rowId = (id: string) => `${prefix}-${id}`;

  const toggle = (id: string) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onExpandedChange(next);
  };
  const choose = (id: string) => {
    setActive(id);
    if (!disabledIds?.has(id)) onSelect(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!activeId) return;
    const action = treeKeyAction(event.key, {
      tree,
      rows,
      activeId,
      expanded: only ? null : expanded,
    });
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') {
      setActive(action.id);
      list.current?.reveal(rows.indexOf(action.id));
    } else if (action.type === 'toggle') {
      toggle(action.id);
    } else {
      choose(action.id);
    }
  };

  return (
    <VirtualList
      role="tree"
      aria-label={label}
      aria-activedescendant={activeId ? rowId(activeId) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      handle={list}
      count={rows.length}
      rowHeight={TREE_ROW_HEIGHT}
      height={height}
      className="h-full rounded border border-slate-200 bg-white text-xs focus-visible:outline-2 focus-visible:outline-brand-500"
      renderRow={(index) => {
        const id = rows[index]!;
        const node = tree.nodes.get(id)!;
        const hasChildren = node.childIds.length > 0;
        const open = !!only || expanded.has(id);
        const selected = id === selectedId;
        const disabled = disabledIds?.has(id) ?? false;
        return (
          <div
            key={id}
            id={rowId(id)}
            role="treeitem"
            aria-level={node.depth + 1}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={selected}
            aria-disabled={disabled || undefined}
            data-node-id={id}
            onClick={() => choose(id)}
            style={{ height: TREE_ROW_HEIGHT, paddingLeft: 6 + node.depth * 16 }}
            className={`flex cursor-pointer items-center gap-1 pr-2 whitespace-nowrap ${
              selected
                ? 'bg-brand-50 font-medium text-brand-800'
                : 'text-slate-700 hover:bg-slate-50'
            } ${id === activeId ? 'ring-1 ring-brand-300 ring-inset' : ''} ${
              disabled ? 'cursor-not-allowed text-slate-400' : ''
            }`}
          >
            <span
              aria-hidden="true"
              onClick={(event) => {
                if (!hasChildren || only) return;
                event.stopPropagation();
                toggle(id);
              }}
              className="flex size-4 shrink-0 items-center justify-center text-slate-400 hover:text-slate-700"
            >
              {hasChildren && (
                <Icon name={open ? 'chevronDown' : 'chevronRight'} className="size-3.5" />
              )}
            </span>
            <Icon
              name={node.isUnit ? 'building' : 'folder'}
              className={`size-3.5 ${node.isUnit ? 'text-brand-600' : 'text-amber-500'}`}
            />
            <span className={`truncate ${matches?.has(id) ? 'rounded bg-amber-100 px-0.5' : ''}`}>
              {node.isUnit ? `${node.name} · ${t('field.department.all')}` : node.name}
            </span>
            <span className="truncate text-[11px] text-slate-600">{node.code}</span>
            {node.userCount > 0 && (
              <span
                title={t('departs.userCount', { count: node.userCount })}
                className="ml-auto flex shrink-0 items-center gap-0.5 text-[11px] text-slate-600"
              >
                <Icon name="users" className="size-3" />
                <span aria-hidden="true">{node.userCount}</span>
                <span className="sr-only">{t('departs.userCount', { count: node.userCount })}</span>
              </span>
            )}
          </div>
        );
      }}
    />
  );
}
