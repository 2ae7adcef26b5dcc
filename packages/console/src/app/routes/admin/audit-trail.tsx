import { AuditTrailPage } from '../../../features/audit/components/audit-trail-page';

/** /audit/audit-trail: who changed what, the caller's units only. */
export function AuditTrailRoute() {
  return <AuditTrailPage />;
}
