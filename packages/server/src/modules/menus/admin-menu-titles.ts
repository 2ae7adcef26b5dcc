import { LOCALES, type Locale } from '@portico/sdk';
import type { MenuTitles } from '@portico/sdk/contract';
import { and, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translations } from '../../db/schema';
import type { Tx } from '../../db/seed-context';

/**
 * A menu's title per locale is the platform-wide kv translation `menu.<identity>` of its app
 * (api-contract.md §7.8): what the shell shows over the stored title, and what the seed writes for
 * zh-CN. The menu editor reads and writes them here. Units' own overrides are theirs and are left.
 */

const PREFIX = 'menu.';
const keyOf = (identity: string) => `${PREFIX}${identity}`;

/** The app's own texts (no unit's) whose key `keys` picks, each locale's. */
function appTexts(db: Database | Tx, appCode: string, keys: SQL) {
  return db
    .select({ key: translations.key, lang: translations.lang, value: translations.value })
    .from(translations)
    .where(and(eq(translations.appCode, appCode), isNull(translations.unitId), keys));
}

/** The app's menu titles per locale, by identity; an empty value is a removal, so left out. */
export async function menuTitlesOf(
  db: Database | Tx,
  appCode: string,
): Promise<Map<string, MenuTitles>> {
  const rows = await appTexts(db, appCode, like(translations.key, `${PREFIX}%`));
  const titles = new Map<string, MenuTitles>();
  for (const row of rows) {
    if (!row.value) continue;
    const identity = row.key.slice(PREFIX.length);
    titles.set(identity, { ...titles.get(identity), [row.lang]: row.value });
  }
  return titles;
}

/**
 * Makes the titles of `identity` exactly `titles` (a locale left out or empty has none). When the
 * identity changed (`was`), the old key's titles are removed. Clients pull kv translations by
 * date and read an empty value as a removal, so a title is blanked, never deleted, and only rows
 * that change are written.
 */
export async function writeMenuTitles(
  tx: Tx,
  appCode: string,
  key: { identity: string; was?: string },
  titles: MenuTitles,
): Promise<void> {
  const keys = [...new Set([keyOf(key.identity), keyOf(key.was ?? key.identity)])];
  const held = await appTexts(tx, appCode, inArray(translations.key, keys));
  const current = (k: string, lang: Locale) =>
    held.find((row) => row.key === k && row.lang === lang)?.value;
  const writes: { key: string; lang: Locale; value: string }[] = [];
  for (const lang of LOCALES) {
    const wanted = titles[lang]?.trim() ?? '';
    const newKey = keyOf(key.identity);
    const now = current(newKey, lang);
    if (wanted ? now !== wanted : now) writes.push({ key: newKey, lang, value: wanted });
    if (key.was && key.was !== key.identity && current(keyOf(key.was), lang)) {
      writes.push({ key: keyOf(key.was), lang, value: '' });
    }
  }
  if (!writes.length) return;
  await tx
    .insert(translations)
    .values(writes.map((w) => ({ ...w, appCode, page: 'menu', unitId: null })))
    .onConflictDoUpdate({
      target: [translations.appCode, translations.lang, translations.key, translations.unitId],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
