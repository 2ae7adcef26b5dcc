import { z } from 'zod';
import { dateInputSchema, optionalField, optionalText } from './admin-common';
import { pagedSchema, pageQuerySchema } from './page-query';

/**
 * The audit trail (GET {UC}/audit/list): who changed what, newest first. Unit administrators see
 * their units' records, platform administrators every record.
 */

/** The value a secret (a password hash, a client secret, a token) is shown as, before and after. */
export const AUDIT_SECRET = 'changed';

/** The audit list's filters (GET {UC}/audit/list), paged like every list. */
export const auditQuerySchema = pageQuerySchema.extend({
  /** A date (from its start) or a date-time. */
  from: optionalField(dateInputSchema),
  /** A date (to its end) or a date-time. */
  to: optionalField(dateInputSchema),
  /** The actor's user code. */
  actor: optionalText(128),
  unitId: optionalField(z.string().uuid()),
  /** The target's unit, by code (the console's filter). */
  unitCode: optionalText(64),
  /** The call's name (`roles.saveAuth`) or the sign-in event (`signIn.failure`). */
  action: optionalText(80),
  targetType: optionalText(40),
  /**
   * Records before this one in the chain: the next page of an export without an offset scan
   * (give `firstResult` 0 with it).
   */
  beforeSeq: optionalField(z.coerce.number().int().min(1)),
});
/** The audit list's filters as a caller writes them. */
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One changed field of a record: its value before and after (a secret shows as `changed`). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
/** One changed field of an audit record. */
export type AuditChangeRow = z.output<typeof auditChangeSchema>;

/** One audit record: when, who (unit and user codes, address), what call or event, on what. */
export const auditRowSchema = z.object({
  /** The record's place in the chain. */
  seq: z.number(),
  time: z.string(),
  actorUnitCode: z.string().nullable(),
  actorUserCode: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  unitCode: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
/** One audit record as the list answers it. */
export type AuditRow = z.output<typeof auditRowSchema>;

/** A page of audit records, newest first. */
export const auditPageSchema = pagedSchema(auditRowSchema);
