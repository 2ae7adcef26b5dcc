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

export function packedStandalone(): Promise<string> {
  packed ??= (async () => {
    const consumer = createConsumer('portico-elements-packed-');
    const sdk = await packInto(join(repo, 'packages/sdk'), consumer);
    const elements = await packInto(join(repo, 'packages/elements'), consumer);
    // The elements' React peers come too, as in a consumer's install; the standalone folder
    // needs none of them (React is inside), but the install must succeed as a user's does.
    await installInto(consumer, [`./${sdk}`, `./${elements}`]);
    return join(consumer, 'node_modules/@portico/elements/dist/standalone/');
  })();
  return packed;
}
