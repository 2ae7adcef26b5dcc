/**
 * One schema for PGlite and PostgreSQL (DESIGN.md "Server"), one file per family under tables/.
 * Messages belong to the messaging issue and get their own file there.
 */
export * from './tables/columns';
export * from './tables/org';
export * from './tables/apps';
export * from './tables/access';
export * from './tables/config';
export * from './tables/security';
export * from './tables/messages';
export * from './tables/oidc';
export * from './tables/cas';
export * from './tables/upstream';
export * from './tables/mfa';
export * from './tables/passkeys';
export * from './tables/audit';
