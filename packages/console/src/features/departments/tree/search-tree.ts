/** What the search needs of a node; plain data, so it can be posted to a worker. */
export interface SearchableNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
}

export interface TreeSearchResult {
  keyword: string;
  /** Nodes whose code or name contains the keyword (case-insensitive), in tree order. */
  matches: string[];
  /** The matches and all their ancestors: the rows that show the matches in place. */
  visible: string[];
}

/**
 * Searches the department tree by code or name (searched on the server or in a worker:
 * this runs in tree-search.worker.ts, and inline where no worker exists). A blank keyword
 * matches nothing and shows everything (`visible` empty means no filter).
 */
export function searchTree(nodes: readonly SearchableNode[], keyword: string): TreeSearchResult {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return { keyword, matches: [], visible: [] };
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  const matches: string[] = [];
  const visible = new Set<string>();
  for (const node of nodes) {
    if (
      !node.code.toLocaleLowerCase().includes(needle) &&
      !node.name.toLocaleLowerCase().includes(needle)
    ) {
      continue;
    }
    matches.push(node.id);
    let current: string | null | undefined = node.id;
    // Stop at the first ancestor already shown: its own ancestors were added with it.
    while (current && !visible.has(current)) {
      visible.add(current);
      current = parents.get(current);
    }
  }
  return { keyword, matches, visible: nodes.filter((n) => visible.has(n.id)).map((n) => n.id) };
}
