import type { Locale } from '@portico/sdk';
import type { Database } from '../../db/client';
import type { UnitRow } from '../session/session';
import { unitById, unitChain } from './units';

/**
 * A unit's default language: its own, else the nearest unit's above it that sets one, like the
 * unit's other settings; null when no unit up the tree sets one (the pages then fall back to
 * zh-CN). It decides only when nothing else does: no saved choice, no `language` parameter, a
 * browser that speaks neither locale (sdk decide-locale.ts).
 */
export async function unitLanguageOf(db: Database, unit: UnitRow): Promise<Locale | null> {
  if (unit.language) return unit.language;
  for (const current of await unitChain(db, unit)) {
    if (current.language) return current.language;
  }
  return null;
}

/**
 * The language a unit takes from the units above it, ignoring its own (the unit dialog's hint).
 * `known` remembers it per parent, so a page of sibling units reads their ancestors once.
 */
export async function inheritedLanguageOf(
  db: Database,
  unit: UnitRow,
  known = new Map<string, Promise<Locale | null>>(),
): Promise<Locale | null> {
  const parentId = unit.parentId;
  if (!parentId) return null;
  let found = known.get(parentId);
  if (!found) {
    found = unitById(db, parentId).then((parent) => (parent ? unitLanguageOf(db, parent) : null));
    known.set(parentId, found);
  }
  return found;
}
