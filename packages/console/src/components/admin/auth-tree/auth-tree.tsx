import type { AuthTreeNode } from '@portico/sdk/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Icon } from '@portico/elements/ui';
import { dataLabel } from '../../../lib/data-label';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { SearchInput } from '../../ui/search-input';
import { branchIds, checkStates, filterTree, toggle, type CheckState } from './tri-state';

export interface AuthTreeProps {
  nodes: readonly AuthTreeNode[];
  /** The ids granted directly. */
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
  /** Names the tree for assistive tech (e.g. "Menu permissions"). */
  label: string;
  disabled?: boolean;
}

/**
 * A permission tree (menus with buttons, operation objects or reports) with tri-state boxes,
 * search and expand/collapse all (product.md §2.5 role and user auth). Grants through roles are
 * named after the node; they are not the user's own and cannot be unchecked here.
 */
export function AuthTree({ nodes, checked, onChange, label, disabled }: AuthTreeProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => branchIds(nodes));
  const shown = useMemo(() => filterTree(nodes, search), [nodes, search]);
  const states = useMemo(() => checkStates(nodes, checked), [nodes, checked]);
  const searching = search.trim() !== '';
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <SearchInput
          label={t('authTree.search')}
          value={search}
          onChange={setSearch}
          className="max-w-60"
        />
        <Button onClick={() => setOpen(branchIds(nodes))}>{t('authTree.expandAll')}</Button>
        <Button onClick={() => setOpen(new Set())}>{t('authTree.collapseAll')}</Button>
        <span className="ml-auto text-xs text-slate-500">
          {t('authTree.count', { count: checked.size })}
        </span>
      </div>
      {shown.length === 0 ? (
        // A tree without items is not a tree (axe aria-required-children): say so in plain text.
        <p className="min-h-40 rounded border border-slate-200 p-2 text-xs text-slate-600">
          {t('common.noData')}
        </p>
      ) : (
        <ul
          role="tree"
          aria-label={label}
          className="min-h-40 overflow-auto rounded border border-slate-200 p-2"
        >
          {shown.map((node) => (
            <TreeRow
              key={node.id}
              node={node}
              depth={0}
              states={states}
              isOpen={(id) => searching || open.has(id)}
              onOpen={(id, value) =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (value) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onCheck={(id, on) => onChange(toggle(nodes, checked, id, on))}
              disabled={disabled}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A node's name in the reader's language (product.md §1): a menu or button by its title's kv
 * translation `menu.<identity>` as the shell shows it, a report or operation object by its data
 * translation; else the name the data holds.
 */
function nodeLabel(node: AuthTreeNode): string {
  if (node.kind === 'MENU' || node.kind === 'BUTTON') {
    return portico.i18n.overrides.value[`menu.${node.code}`] || node.name;
  }
  return dataLabel(node.kind === 'REPORT' ? 'report' : 'operation', node.code, node.name);
}

function TreeRow({
  node,
  depth,
  states,
  isOpen,
  onOpen,
  onCheck,
  disabled,
}: {
  node: AuthTreeNode;
  depth: number;
  states: Map<string, CheckState>;
  isOpen: (id: string) => boolean;
  onOpen: (id: string, open: boolean) => void;
  onCheck: (id: string, on: boolean) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const state = states.get(node.id) ?? 'unchecked';
  const branch = node.children.length > 0;
  const expanded = branch && isOpen(node.id);
  return (
    <li
      role="treeitem"
      aria-expanded={branch ? expanded : undefined}
      aria-selected={state === 'checked'}
      className="text-xs"
    >
      <div className="flex h-7 items-center gap-1" style={{ paddingLeft: depth * 18 }}>
        {branch ? (
          <button
            type="button"
            aria-label={t(expanded ? 'common.collapse' : 'common.expand')}
            className="inline-flex size-5 items-center justify-center rounded text-slate-500 hover:bg-slate-100"
            onClick={() => onOpen(node.id, !expanded)}
          >
            <Icon name={expanded ? 'chevronDown' : 'chevronRight'} className="size-3.5" />
          </button>
        ) : (
          <span className="size-5" />
        )}
        <label className="flex cursor-pointer items-center gap-1.5">
          <TriStateBox state={state} disabled={disabled} onChange={(on) => onCheck(node.id, on)} />
          <span className="text-slate-800">{nodeLabel(node)}</span>
          <span className="text-slate-500">{node.code}</span>
          {node.kind === 'BUTTON' && (
            <span className="rounded bg-slate-100 px-1 text-[10px] text-slate-600">
              {t('authTree.button')}
            </span>
          )}
        </label>
        {node.origins.length > 0 && (
          <span className="ml-2 text-[11px] text-brand-700">
            {t('authTree.viaRoles', { roles: node.origins.join(', ') })}
          </span>
        )}
      </div>
      {expanded && (
        <ul role="group">
          {node.children.map((child) => (
            <TreeRow
              key={child.id}
              node={child}
              depth={depth + 1}
              states={states}
              isOpen={isOpen}
              onOpen={onOpen}
              onCheck={onCheck}
              disabled={disabled}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A checkbox whose third state (some below checked) is the DOM's `indeterminate`. */
function TriStateBox({
  state,
  disabled,
  onChange,
}: {
  state: CheckState;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-3.5 cursor-pointer accent-brand-600"
      checked={state === 'checked'}
      aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
      disabled={disabled}
      // An indeterminate box checks everything below on click, as a tree of grants expects.
      onChange={() => onChange(state !== 'checked')}
    />
  );
}
