import type { PagedResult, PageParams } from '@portico/sdk';
import { listApi, USER_CALLS, type AdminUser } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';
import { DEPARTMENTS_KEY } from './get-department-tree';

export const DEPARTMENT_USERS_KEY = [...DEPARTMENTS_KEY, 'users'] as const;

/**
 * GET {UC}/user/list?unitId&departmentId: a page of the users of one department (or, without
 * a department, of the whole unit); api-contract.md §7.1 paging.
 */
export function fetchDepartmentUsers(params: PageParams): Promise<PagedResult<AdminUser>> {
  return listApi(portico.http, USER_CALLS.list, params);
}
