/** What other features use of the audit trail feature. */
export { fetchAuditPage } from './api/audit';
