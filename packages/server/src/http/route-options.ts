import type { Database } from '../db/client';
import type { Mailer } from '../shared/mail';

/** What every route family receives when app.ts registers it. */
export interface RouteOptions {
  db: Database;
  mailer: Mailer;
  /** An external CAS/SSO login page offered by /sso/casLoginOption; null: none. */
  casLoginUrl: string | null;
}
