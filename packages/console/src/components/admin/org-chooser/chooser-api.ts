import type { PagedResult } from '@portico/sdk';
import { listApi, UNIT_CALLS } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';
import {
  chooserRequest,
  type ChooserKind,
  type ChooserSearch,
  type ChosenOrg,
} from './chooser-kinds';

export type ChooserFetch = (
  kind: ChooserKind,
  search: ChooserSearch,
) => Promise<PagedResult<ChosenOrg>>;

/** The org calls behind the choosers: GET {UC}/unit/list and GET {UC}/unit/areas. */
export const fetchChooserPage: ChooserFetch = async (kind, search) => {
  const { path, params } = chooserRequest(kind, search);
  if (path === UNIT_CALLS.areas.path) {
    const page = await listApi(portico.http, UNIT_CALLS.areas, params);
    return {
      ...page,
      datas: page.datas.map((a) => ({
        id: a.id,
        code: a.code,
        name: a.descript,
        ownerCode: a.unitCode,
      })),
    };
  }
  const page = await listApi(portico.http, UNIT_CALLS.list, params);
  return {
    ...page,
    datas: page.datas.map((u) => ({
      id: u.id,
      code: u.code,
      name: u.descript,
      type: u.type,
      ownerCode: u.parentCode,
    })),
  };
};
