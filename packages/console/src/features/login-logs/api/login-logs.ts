import type { PagedResult, PageParams } from '@portico/sdk';
import type { LoginLogRow, LoginLogStatistic } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

export const LOGIN_LOGS_KEY = ['loginLogs'] as const;

export type LoginLogPage = PagedResult<LoginLogRow> & { statistic?: LoginLogStatistic | null };

/**
 * GET {UC}/loginLog/adminList (every unit, platform administrators) or GET {UC}/loginLog/list
 * (the session unit): a page of the log, newest first, with the success/failure counts.
 */
export function fetchLoginLogs(scope: 'all' | 'unit', params: PageParams): Promise<LoginLogPage> {
  const path = scope === 'all' ? '/loginLog/adminList' : '/loginLog/list';
  return portico.http.list<LoginLogRow>('UC', path, params) as Promise<LoginLogPage>;
}
