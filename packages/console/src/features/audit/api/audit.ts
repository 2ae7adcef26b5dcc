import type { PagedResult, PageParams } from '@portico/sdk';
import { AUDIT_CALLS, callApi, listApi, MAX_PAGE_SIZE, type AuditRow } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

export const AUDIT_KEY = ['audit'] as const;

/** GET {UC}/audit/list: a page of the trail, newest first, the caller's units only. */
export function fetchAuditPage(params: PageParams): Promise<PagedResult<AuditRow>> {
  return listApi(portico.http, AUDIT_CALLS.list, params);
}

/**
 * Every filtered record, newest first: pages of the largest size, each starting after the last
 * row of the one before (`beforeSeq`), so a long trail costs no offset scans.
 */
export async function fetchAllAudit(filters: Record<string, string>): Promise<AuditRow[]> {
  const rows: AuditRow[] = [];
  let beforeSeq: number | undefined;
  for (;;) {
    const page = await callApi(portico.http, AUDIT_CALLS.list, {
      ...filters,
      firstResult: 0,
      pageSize: MAX_PAGE_SIZE,
      ...(beforeSeq ? { beforeSeq } : {}),
    });
    rows.push(...page.datas);
    if (page.datas.length < MAX_PAGE_SIZE) return rows;
    beforeSeq = page.datas.at(-1)!.seq;
  }
}
