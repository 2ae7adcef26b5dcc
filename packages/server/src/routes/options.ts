import type { Database } from '../db/client';

/** What every route family receives when app.ts registers it. */
export interface RouteOptions {
  db: Database;
}
