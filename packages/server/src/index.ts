// The server's public API, for main.ts, the e2e tests and the scripts.
export { buildApp } from './app';
export type { BuildAppOptions } from './app';
export { openDatabase, DEFAULT_DATA_DIR } from './db/client';
export type { Database, DatabaseHandle, OpenDatabaseOptions } from './db/client';
export { migrate } from './db/migrate';
export { seedDemo } from './db/seed';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-data';
export type { DemoAccount } from './db/demo-data';
export { defaultStaticRoots } from './modules/static/static-routes';
export type { StaticRoots } from './modules/static/static-routes';
export { createMailer } from './shared/mail';
export type { MailOptions, Mailer, OutgoingMessage } from './shared/mail';
