// Writes `<file>.br` and `<file>.gz` beside each text file of a build folder, so the server sends
// compressed bytes without compressing per request (@fastify/static `preCompressed`): brotli at
// its best quality costs seconds once here and nothing at run time. Usage:
//   node scripts/precompress.mjs <folder>...
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What compresses well; images, fonts (woff2 is compressed) and source maps are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below one packet, compressing saves nothing a client would notice. */
const MIN_BYTES = 1024;

/**
 * The best brotli quality costs seconds per megabyte; above this (the generated reference pages
 * of the documentation site) quality 9 is several times faster for a few percent more bytes.
 */
const LARGE_BYTES = 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encoders = [
  {
    ext: '.br',
    encode: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]:
            data.length > LARGE_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', encode: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Compresses every compressible file under `folder`; returns how many files it wrote. */
export async function precompress(folder) {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const present = new Set(files);
  // A compressed copy whose source is gone (a rebuild without emptying the folder) would be served.
  const stale = files.filter((file) => /\.(br|gz)$/.test(file) && !present.has(file.slice(0, -3)));
  await Promise.all(stale.map((file) => rm(file)));
  let written = 0;
  // The zlib calls run on libuv's thread pool, so the files compress in parallel.
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const data = await readFile(file);
        if (data.length < MIN_BYTES) return;
        for (const { ext, encode } of encoders) {
          const packed = await encode(data);
          // A copy that saves little is not worth a second file; the original is sent instead.
          if (packed.length < data.length * 0.9) {
            await writeFile(file + ext, packed);
            written += 1;
          } else {
            await rm(file + ext, { force: true });
          }
        }
      }),
  );
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('usage: node scripts/precompress.mjs <folder>...');
    process.exit(2);
  }
  for (const folder of folders) {
    const started = Date.now();
    const written = await precompress(folder);
    console.log(`precompressed ${folder}: ${written} files in ${Date.now() - started} ms`);
  }
}
