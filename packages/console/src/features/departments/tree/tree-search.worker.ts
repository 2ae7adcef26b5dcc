import { searchTree, type SearchableNode } from './search-tree';

/**
 * Department search off the main thread: the page posts the tree once ('load') and
 * then keywords ('search'); each answer carries the request id, so a late answer to an old
 * keyword is recognised and dropped.
 */
export type TreeSearchRequest =
  { type: 'load'; nodes: SearchableNode[] } | { type: 'search'; id: number; keyword: string };

// The console compiles with the DOM library; a worker's global has these two members.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TreeSearchRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

let nodes: SearchableNode[] = [];

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'load') {
    nodes = request.nodes;
    return;
  }
  scope.postMessage({ id: request.id, ...searchTree(nodes, request.keyword) });
};
