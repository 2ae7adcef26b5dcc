import { useEffect, useRef, useState } from 'react';
import { searchTree, type SearchableNode, type TreeSearchResult } from './search-tree';
import type { TreeSearchRequest } from './tree-search.worker';

/** Waits for a pause in typing; the search itself takes a few ms even for 10,000 departments. */
const SEARCH_PAUSE_MS = 150;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./tree-search.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Searches `nodes` in a Web Worker and answers the latest keyword's result; where no
 * worker can run (tests, old browsers) the same function runs inline. `null`: no search.
 */
export function useTreeSearch(
  nodes: readonly SearchableNode[],
  keyword: string,
): TreeSearchResult | null {
  const worker = useRef<Worker | null | undefined>(undefined);
  const latest = useRef(0);
  const [result, setResult] = useState<TreeSearchResult | null>(null);

  useEffect(() => {
    worker.current = startWorker();
    const current = worker.current;
    if (current) {
      current.onmessage = (event: MessageEvent<TreeSearchResult & { id: number }>) => {
        if (event.data.id === latest.current) setResult(event.data);
      };
    }
    return () => current?.terminate();
  }, []);

  useEffect(() => {
    const message: TreeSearchRequest = { type: 'load', nodes: [...nodes] };
    worker.current?.postMessage(message);
  }, [nodes]);

  useEffect(() => {
    const id = ++latest.current;
    if (!keyword.trim()) return;
    const timer = setTimeout(() => {
      if (worker.current) {
        const message: TreeSearchRequest = { type: 'search', id, keyword };
        worker.current.postMessage(message);
      } else {
        setResult(searchTree(nodes, keyword));
      }
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [nodes, keyword]);

  return keyword.trim() ? result : null;
}
