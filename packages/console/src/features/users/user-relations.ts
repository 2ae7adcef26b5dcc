import type { AdminUnit, UserUnitRelation } from '@portico/sdk/contract';

/**
 * What the relation tabs show as chosen (api-contract.md §7.4 saveUserZoneInfo,
 * saveUserCompanyInfo, saveUserSupplier; product.md §6 "possible login units"): the server keeps
 * no separate zone or company list, only the user's relations, so the choices are read back
 * from the relations that allow sign-in.
 */

/** The units among `choices` the user may sign in to. */
export function loginUnitIds(
  choices: readonly Pick<AdminUnit, 'id'>[],
  relations: readonly UserUnitRelation[],
): Set<string> {
  const open = new Set(relations.filter((r) => r.canLogin === 'T').map((r) => r.unitId));
  return new Set(choices.filter((u) => open.has(u.id)).map((u) => u.id));
}

/** An area counts as chosen when it has hotels and the user may sign in to every one of them. */
export function chosenAreaIds(
  hotels: readonly Pick<AdminUnit, 'id' | 'areaId'>[],
  relations: readonly UserUnitRelation[],
): Set<string> {
  const open = loginUnitIds(hotels, relations);
  const byArea = new Map<string, boolean>();
  for (const hotel of hotels) {
    if (!hotel.areaId) continue;
    byArea.set(hotel.areaId, (byArea.get(hotel.areaId) ?? true) && open.has(hotel.id));
  }
  return new Set([...byArea].filter(([, all]) => all).map(([id]) => id));
}
