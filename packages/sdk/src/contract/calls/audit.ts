import { answer, defineCall } from '../call';
import { auditPageSchema, auditQuerySchema } from '../audit';

/**
 * The audit trail, under the UC base: read by whoever reads the login logs (their units' records;
 * a platform administrator every record). Nothing updates or deletes a record.
 */
const audit = { base: 'UC', family: 'loginLogs' } as const;

/** The audit trail's calls: the list (no call updates or deletes a record). */
export const AUDIT_CALLS = {
  list: defineCall({
    ...audit,
    method: 'GET',
    path: '/audit/list',
    input: auditQuerySchema,
    output: answer(auditPageSchema),
    paged: true,
    summary: 'Audit trail (paged, newest first)',
    readme: {
      input:
        'paged; `from`, `to` (a date: whole UTC day), `actor` (user code), `unitId` or `unitCode`, `action`, `targetType`; `beforeSeq`: the page after a record (an export reads every row this way)',
      answer: 'paged `AuditRow` (`time`, actor, `action`, target, `unitCode`, `ip`, `changes`)',
    },
  }),
};
