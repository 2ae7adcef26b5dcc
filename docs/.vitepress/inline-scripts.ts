import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * VitePress writes two small inline scripts into every page (the dark-mode and macOS checks). The
 * server's Content-Security-Policy allows no inline script (docs: the security model, "Browser-facing headers"), so the
 * build moves each into a file of its own beside the pages: still a classic, blocking script in
 * the head, so it runs before the first paint exactly as the inline one did.
 */
const INLINE_SCRIPT = /<script id="([\w-]+)">([\s\S]*?)<\/script>/g;

/** The page with each `<script id>` body replaced by a `src` under `<base>inline/`, and the bodies. */
export function externalizeInlineScripts(
  html: string,
  base: string,
): { html: string; scripts: Map<string, string> } {
  const scripts = new Map<string, string>();
  const out = html.replace(INLINE_SCRIPT, (_whole, id: string, body: string) => {
    scripts.set(id, body);
    return `<script id="${id}" src="${base}inline/${id}.js"></script>`;
  });
  return { html: out, scripts };
}

/** The VitePress hooks: rewrite every page, then write the collected scripts to the output. */
export function inlineScriptHooks(base: string) {
  const collected = new Map<string, string>();
  return {
    transformHtml(code: string): string {
      const { html, scripts } = externalizeInlineScripts(code, base);
      for (const [id, body] of scripts) collected.set(id, body);
      return html;
    },
    buildEnd({ outDir }: { outDir: string }): void {
      const folder = join(outDir, 'inline');
      mkdirSync(folder, { recursive: true });
      for (const [id, body] of collected) writeFileSync(join(folder, `${id}.js`), body);
    },
  };
}
