/** Sample rows of the UI library's table demo (codes and amounts only: no words to translate). */
export interface DemoRow {
  code: string;
  name: string;
  enabled: boolean;
  amount: string;
}

export const DEMO_ROWS: readonly DemoRow[] = Array.from({ length: 12 }, (_, i) => ({
  code: `H${String(i + 1).padStart(3, '0')}`,
  name: `H${String(i + 1).padStart(3, '0')} · ${'★'.repeat((i % 5) + 1)} · ${1000 + i * 37}`,
  enabled: i % 3 !== 2,
  amount: (120.5 * (i + 1)).toFixed(2),
}));

const PAGE = 5;

/** One page (1-based) of the demo rows. */
export function demoPage(page: number): DemoRow[] {
  return DEMO_ROWS.slice((page - 1) * PAGE, page * PAGE);
}
