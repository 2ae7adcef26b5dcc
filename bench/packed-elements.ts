import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createConsumer, installInto, packInto, repo } from '../tests/consumers/packed-consumer';

/**
 * The standalone elements folder as a consumer gets it: the SDK and the elements packed with
 * `npm pack`, both tarballs installed into a fresh folder outside the workspace, and the
 * installed package's `dist/standalone/` served. Packed once per process (the first-paint
 * test and the bench share it). Packing copies what `npm run build` left in `dist`: the
 * callers build first (scripts/build-if-missing.ts, the browser tests' global setup).
 */
let packed: Promise<string> | undefined;
let consumer: string | undefined;

export function packedStandalone(): Promise<string> {
  packed ??= (async () => {
    consumer = createConsumer('portico-elements-packed-');
    const sdk = await packInto(join(repo, 'packages/sdk'), consumer);
    const elements = await packInto(join(repo, 'packages/elements'), consumer);
    // A plain install of both tarballs, as a user runs it; the standalone folder carries React
    // inside, so it needs nothing else from the consumer.
    await installInto(consumer, [`./${sdk}`, `./${elements}`]);
    return join(consumer, 'node_modules/@portico/elements/dist/standalone/');
  })();
  return packed;
}

/** Removes the consumer folder of packedStandalone(), if one was made. */
export function removePackedStandalone(): void {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
  consumer = undefined;
  packed = undefined;
}
