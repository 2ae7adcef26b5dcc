import type { PagedResult } from '@portico/sdk';
import { listApi, USER_CALLS, type AdminUser } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/** GET {UC}/user/list?unitId=&keyword=: the first matches, to pick exception or limited users. */
export function searchUnitUsers(unitId: string, keyword: string): Promise<PagedResult<AdminUser>> {
  return listApi(portico.http, USER_CALLS.list, {
    current: 1,
    pageSize: 10,
    unitId,
    keyword,
  });
}
