import type { DepartmentNode } from '@portico/sdk/contract';

/** A department as the user's department chooser lists it: in tree order, with its depth. */
export interface DepartmentOption {
  id: string;
  code: string;
  name: string;
  depth: number;
  /** Names from the top department down to this one, for the chosen value and the search. */
  path: string;
}

/** The departments under the unit root, depth first (the unit itself is no department). */
export function flattenDepartments(root: DepartmentNode | undefined): DepartmentOption[] {
  const out: DepartmentOption[] = [];
  const walk = (nodes: readonly DepartmentNode[], depth: number, prefix: string) => {
    for (const node of [...nodes].sort((a, b) => a.sort - b.sort)) {
      const path = prefix ? `${prefix} / ${node.name}` : node.name;
      out.push({ id: node.id, code: node.code, name: node.name, depth, path });
      walk(node.children, depth + 1, path);
    }
  };
  if (root) walk(root.children, 0, '');
  return out;
}

/**
 * The options a search keeps: code or name path containing the text (any case); the caller
 * shows at most `limit`, so a unit of 10,000 departments stays quick to render.
 */
export function searchDepartments(
  options: readonly DepartmentOption[],
  text: string,
  limit: number,
): { shown: DepartmentOption[]; more: number } {
  const needle = text.trim().toLowerCase();
  const found = needle
    ? options.filter(
        (o) => o.code.toLowerCase().includes(needle) || o.path.toLowerCase().includes(needle),
      )
    : options;
  return { shown: found.slice(0, limit), more: Math.max(0, found.length - limit) };
}
