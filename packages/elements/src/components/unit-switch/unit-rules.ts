import type { PossibleLoginGroup } from '@portico/sdk/internal';

/** A unit of the unit-switch table. */
export interface UnitRow {
  code: string;
  name: string;
}

/** api-contract.md §9 "Page size 10". */
export const UNIT_PAGE_SIZE = 10;

/**
 * product.md §6 "others see their own unit plus possible login units": the user's unit first,
 * then the units of GET /user/possibleLoginUnits group by group, each unit once.
 */
export function ownAndLoginUnits(own: UnitRow, groups: readonly PossibleLoginGroup[]): UnitRow[] {
  const seen = new Set<string>();
  const rows: UnitRow[] = [];
  const add = (row: UnitRow) => {
    if (!row.code || seen.has(row.code)) return;
    seen.add(row.code);
    rows.push(row);
  };
  add(own);
  for (const group of groups) {
    for (const unit of group.units ?? []) add({ code: unit.code, name: unit.descript });
  }
  return rows;
}

/** The search of the unit table: code or name containing the text, in any case. */
export function filterUnits(rows: readonly UnitRow[], search: string): UnitRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) => row.code.toLowerCase().includes(needle) || row.name.toLowerCase().includes(needle),
  );
}

/** One page (1-based) of a list the client holds whole. */
export function pageOf<T>(rows: readonly T[], page: number, size = UNIT_PAGE_SIZE): T[] {
  const first = (Math.max(1, page) - 1) * size;
  return rows.slice(first, first + size);
}
