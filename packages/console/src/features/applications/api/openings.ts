import type { PagedResult, PageParams } from '@portico/sdk';
import {
  APP_CALLS,
  callApi,
  listApi,
  type OpenListRow,
  type OpenTaskRow,
  type OpenTaskSaveRequest,
} from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { APPLICATIONS_KEY } from './apps';

export const OPEN_LIST_KEY = [...APPLICATIONS_KEY, 'openList'] as const;
export const OPEN_TASKS_KEY = [...APPLICATIONS_KEY, 'openTasks'] as const;

/** GET {UC}/apply/openList: a page of unit × app openings in the caller's scope. */
export function fetchOpenList(params: PageParams): Promise<PagedResult<OpenListRow>> {
  return listApi(portico.http, APP_CALLS.openList, params);
}

/** GET {UC}/apply/openTasks: a page of opening steps, newest change first. */
export function fetchOpenTasks(params: PageParams): Promise<PagedResult<OpenTaskRow>> {
  return listApi(portico.http, APP_CALLS.openTasks, params);
}

/** PUT {UC}/apply/saveTask: a step's status and remark; both lists refetch. */
export function useSaveOpenTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenTaskSaveRequest) => callApi(portico.http, APP_CALLS.saveTask, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: OPEN_TASKS_KEY }),
        client.invalidateQueries({ queryKey: OPEN_LIST_KEY }),
      ]),
  });
}
