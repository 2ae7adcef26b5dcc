import type { Rolldown } from 'vite';

/**
 * Both builds turn the CSS into a JS string (`?inline`): a source map through Tailwind's output is
 * of no use, so its warning is dropped and every other log passes.
 */
export function quietCssSourcemap(
  level: Rolldown.LogLevel,
  log: Rolldown.RolldownLog,
  handler: (level: Rolldown.LogLevel, log: Rolldown.RolldownLog) => void,
): void {
  if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
  handler(level, log);
}
