// VitePress' heading ids (its markdown-it anchor slugify, vitepress 1.6): the anchors a link
// may point to. Kept here because VitePress does not export it.
// eslint-disable-next-line no-control-regex
const rControl = /[\u0000-\u001f]/g;
const rSpecial = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const rCombining = /[\u0300-\u036F]/g;

export const slugify = (str: string): string =>
  str
    .normalize('NFKD')
    .replace(rCombining, '')
    .replace(rControl, '')
    .replace(rSpecial, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();

/** The text a heading renders (its id is made from that): markup and link targets dropped. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/&lt;/g, '<')
    .trim();
}

/** The ids of a page's headings, with `-1`, `-2` for repeats as VitePress numbers them. */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = slugify(headingText(heading[1] ?? ''));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    ids.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return ids;
}
