import type { FilterValue, PageParams } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import type { AdminUnitType } from '@portico/sdk/contract';

/**
 * The choosers of product.md §2.9 ("store/hotel/group/area/supplier/cooperator chooser"), plus a
 * chooser of any unit for the screens that pick one (department management's unit, a parent).
 */
export type ChooserKind = 'store' | 'hotel' | 'group' | 'area' | 'supplier' | 'cooperator' | 'unit';

export const CHOOSER_KINDS: readonly ChooserKind[] = [
  'store',
  'hotel',
  'group',
  'area',
  'supplier',
  'cooperator',
  'unit',
];

/** What a chooser hands back: a unit of the right type, or an area. */
export interface ChosenOrg {
  id: string;
  code: string;
  name: string;
  /** Units: their type. */
  type?: AdminUnitType;
  /** Units: the parent's code; areas: the group that owns them. */
  ownerCode?: string | null;
}

interface KindRule {
  title: TextKey;
  /** GET {UC}/unit/list (units of the caller's scope) or GET {UC}/unit/areas. */
  /** The list call: `UNIT_CALLS.list.path` or `UNIT_CALLS.areas.path` (checked in the test). */
  path: '/unit/list' | '/unit/areas';
  /** The unit types listed; null: every type. */
  types: readonly AdminUnitType[] | null;
}

/**
 * Stores are hotels (product.md §3 "Group and hotel/store: code, descript, type"); cooperators are
 * the cooperating unit types: online travel agencies, travel agents, distributors and alliances.
 */
export const KIND_RULES: Record<ChooserKind, KindRule> = {
  store: { title: 'admin.choose.store', path: '/unit/list', types: ['HOTEL'] },
  hotel: { title: 'admin.choose.hotel', path: '/unit/list', types: ['HOTEL'] },
  group: { title: 'admin.choose.group', path: '/unit/list', types: ['COMPAN'] },
  area: { title: 'admin.choose.area', path: '/unit/areas', types: null },
  supplier: { title: 'admin.choose.supplier', path: '/unit/list', types: ['SUPPLI'] },
  cooperator: {
    title: 'admin.choose.cooperator',
    path: '/unit/list',
    types: ['OTA', 'TRAVEL', 'DISTRI', 'ALLIAN'],
  },
  unit: { title: 'widget.chooser.unitTitle', path: '/unit/list', types: null },
};

/** Kinds with more than one type (or every type) let the user narrow by type. */
export function typeChoices(kind: ChooserKind, all: readonly AdminUnitType[]): AdminUnitType[] {
  const rule = KIND_RULES[kind];
  if (rule.path !== '/unit/list') return [];
  const types = rule.types ?? all;
  return types.length > 1 ? [...types] : [];
}

export interface ChooserSearch {
  keyword: string;
  /** One of `typeChoices`, or '' for all of the kind's types. */
  type: string;
  /** Areas: only this group's; units: only the units below it. */
  unitId?: string | null;
  current: number;
  pageSize: number;
}

/** The list call a chooser makes (api-contract.md §7.1 paging; empty filters are dropped). */
export function chooserRequest(
  kind: ChooserKind,
  search: ChooserSearch,
): { path: KindRule['path']; params: PageParams } {
  const rule = KIND_RULES[kind];
  const params: Record<string, FilterValue> = {
    current: search.current,
    pageSize: search.pageSize,
    keyword: search.keyword.trim(),
  };
  if (rule.path === '/unit/areas') {
    params.unitId = search.unitId ?? undefined;
  } else {
    params.parentId = search.unitId ?? undefined;
    if (search.type) params.type = search.type;
    else if (rule.types?.length === 1) params.type = rule.types[0];
    else if (rule.types) params.types = rule.types.join(',');
  }
  return { path: rule.path, params: params as PageParams };
}
