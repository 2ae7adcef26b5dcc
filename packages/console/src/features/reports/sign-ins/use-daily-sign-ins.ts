import { useQuery } from '@tanstack/react-query';
import { fetchLoginLogs } from '../../login-logs';
import { lastDays } from './days';

export interface DaySignIns {
  day: string;
  success: number;
  failure: number;
}

/**
 * Sign-ins of the session unit per day, from the login log's own counts (GET {UC}/loginLog/list
 * answers success and failure totals for its filters), one small read per day.
 */
export function useDailySignIns() {
  return useQuery({
    queryKey: ['loginLogs', 'daily'],
    queryFn: async (): Promise<DaySignIns[]> =>
      Promise.all(
        lastDays(new Date()).map(async (day) => {
          const page = await fetchLoginLogs('unit', {
            current: 1,
            pageSize: 1,
            startDate: day,
            endDate: day,
          });
          const counts = page.statistic ?? { success: 0, failure: 0 };
          return { day, success: counts.success, failure: counts.failure };
        }),
      ),
  });
}
