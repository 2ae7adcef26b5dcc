import type { PagedResult, PageParams } from '@portico/sdk';
import {
  listApi,
  SECURITY_CALLS,
  type LoginLogRow,
  type LoginLogStatistic,
} from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

export const LOGIN_LOGS_KEY = ['loginLogs'] as const;

export type LoginLogPage = PagedResult<LoginLogRow> & { statistic?: LoginLogStatistic | null };

/**
 * GET {UC}/loginLog/adminList (every unit, platform administrators) or GET {UC}/loginLog/list
 * (the session unit): a page of the log, newest first, with the success/failure counts.
 */
export function fetchLoginLogs(scope: 'all' | 'unit', params: PageParams): Promise<LoginLogPage> {
  const call = scope === 'all' ? SECURITY_CALLS.loginLogAdminList : SECURITY_CALLS.loginLogList;
  return listApi(portico.http, call, params);
}
