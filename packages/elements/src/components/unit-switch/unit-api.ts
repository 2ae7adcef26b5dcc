import type { PorticoClient } from '@portico/sdk';
import type { PossibleLoginGroup, UnitNode } from '@portico/sdk/internal';
import type { UnitListSource } from '../user-bar/bar-rules';
import { filterUnits, ownAndLoginUnits, pageOf, UNIT_PAGE_SIZE, type UnitRow } from './unit-rules';

/**
 * The {UC} calls this file makes, as declared in `@portico/sdk/contract` (checked against the
 * declarations in call-paths.test.ts): named here rather than imported, since a declaration carries
 * its zod schemas and the elements' bundles ship no zod.
 */
export const UNIT_SWITCH_CALLS = {
  managedUnits: { method: 'GET', path: '/gc/backdoor/managedUnits' },
  possibleLoginUnits: { method: 'GET', path: '/user/possibleLoginUnits' },
} as const;

export interface UnitPage {
  rows: UnitRow[];
  total: number;
}

/** GET {UC}/gc/backdoor/managedUnits (api-contract.md §7.5): paged and searched by the server. */
async function managedUnits(
  client: PorticoClient,
  page: number,
  search: string,
): Promise<UnitPage> {
  const answer = await client.http.list<UnitNode>('UC', UNIT_SWITCH_CALLS.managedUnits.path, {
    current: page,
    pageSize: UNIT_PAGE_SIZE,
    search: search.trim(),
  });
  return {
    rows: answer.datas.map((unit) => ({ code: unit.code, name: unit.descript })),
    total: answer.totalRows,
  };
}

/** The user's unit plus GET {UC}/user/possibleLoginUnits (api-contract.md §7.4), read once. */
export async function loginUnits(client: PorticoClient): Promise<UnitRow[]> {
  const groups = await client.http.request<PossibleLoginGroup[] | null>(
    'UC',
    UNIT_SWITCH_CALLS.possibleLoginUnits.path,
  );
  const info = client.session.info.value;
  return ownAndLoginUnits({ code: info?.unitCode ?? '', name: info?.unitName ?? '' }, groups ?? []);
}

/**
 * A page of the unit-switch list from either source of product.md §6; the possible-login list
 * is fetched once per dialog (`cache`) and searched and paged here.
 */
export async function unitPage(
  client: PorticoClient,
  source: UnitListSource,
  { page, search }: { page: number; search: string },
  cache: { rows?: Promise<UnitRow[]> },
): Promise<UnitPage> {
  if (source === 'managed') return managedUnits(client, page, search);
  cache.rows ??= loginUnits(client);
  const found = filterUnits(await cache.rows, search);
  return { rows: pageOf(found, page), total: found.length };
}
