import type { Load } from './server-processes';

/** One printed row of the server benches, beside its baseline. */
export interface Row {
  name: string;
  load: Load;
  /** The baseline's rate this row is divided by. */
  versus: number;
  goal?: string;
}

/** A rate measured outside autocannon (argon2), as a row. */
export function rateOnly(rate: number): Load {
  return { rate, total: 0, p50: 0, p99: 0, non2xx: 0, errors: 0 };
}

export function printRows(rows: Row[]): void {
  console.log(
    `${'what'.padEnd(72)}${'req/s'.padStart(9)}${'p50/p99 ms'.padStart(12)}` +
      `${'ratio'.padStart(7)}${'err'.padStart(5)}${'non2xx'.padStart(7)}  goal`,
  );
  for (const { name, load: l, versus, goal } of rows) {
    const latency = l.total ? `${l.p50}/${l.p99}` : '';
    console.log(
      `${name.padEnd(72)}${l.rate.toFixed(0).padStart(9)}${latency.padStart(12)}` +
        `${(l.rate / versus).toFixed(3).padStart(7)}${String(l.errors).padStart(5)}` +
        `${String(l.non2xx).padStart(7)}  ${goal ?? ''}`,
    );
  }
}
