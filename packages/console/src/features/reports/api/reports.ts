import { callApi, MY_REPORT_CALLS, REPORT_CALLS } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

const REPORTS_KEY = ['reports'] as const;

/** GET {UC}/report/mine: the reports the signed-in user may open, by app. */
export function useMyReports() {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'mine'],
    queryFn: () => callApi(portico.http, MY_REPORT_CALLS.mine, {}),
  });
}

/** GET {UC}/report/center?unitId=: every report of the unit's opened apps (administrators). */
export function useReportCenter(unitId: string | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'center', unitId],
    queryFn: () => callApi(portico.http, REPORT_CALLS.center, { unitId: unitId ?? undefined }),
  });
}

/** GET {UC}/report/open?code=: the report's address, or the refusal (40301) as an error. */
export function useOpenReport(code: string) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'open', code],
    queryFn: () => callApi(portico.http, MY_REPORT_CALLS.open, { code }),
    enabled: !!code,
    retry: false,
  });
}
