import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../scripts/build-if-missing';

/**
 * The top self-time frames of a V8 `.cpuprofile` (node --cpu-prof), as a markdown table: where
 * the server's CPU went under one bench row. Frames of the compiled server are mapped back to
 * their TypeScript through the bundle's source map; frames in packages name the package.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMap | null>();

function sourceMapOf(path: string): SourceMap | null {
  if (!maps.has(path)) {
    const file = `${path}.map`;
    maps.set(path, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(path)!;
}

/** Where a frame is: `package` for node_modules, the TypeScript file:line for our code. */
function place({ url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
  if (!url) return '';
  if (url.startsWith('node:')) return url;
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return `${inPackage[1]} (${basename(path)})`;
  const entry = sourceMapOf(path)?.findEntry(lineNumber, columnNumber);
  if (entry && 'originalSource' in entry && entry.originalSource) {
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : entry.originalSource;
    const local = source.replace(/^(\.\.\/)+/, 'packages/server/');
    return `${local.startsWith('/') ? relative(repoRoot, local) : local}:${entry.originalLine + 1}`;
  }
  return relative(repoRoot, path);
}

export function summarise(file: string, top = 15): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)!.callFrame;
    total += delta;
    if (frame.functionName === '(idle)') {
      idle += delta;
      return;
    }
    const key = `${frame.functionName || '(anonymous)'}\t${place(frame)}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  const busy = total - idle;
  const lines = [
    `CPU busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled ` +
      `(${((100 * busy) / total).toFixed(0)}%); shares below are of the busy time.`,
    '',
    '| # | self % | function | where |',
    '|---|---|---|---|',
  ];
  [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([key, time], index) => {
      const [name, where] = key.split('\t');
      lines.push(`| ${index + 1} | ${((100 * time) / busy).toFixed(1)} | \`${name}\` | ${where} |`);
    });
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(summarise(process.argv[2]!));
