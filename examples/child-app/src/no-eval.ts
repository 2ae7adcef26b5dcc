// zod compiles a faster parser with `new Function` when the page allows it, and finds out by
// trying as each object schema is defined. Under a CSP without 'unsafe-eval' (this app's, as
// served by the Portico server) that refused try is reported as a violation. So zod is told not
// to try before any schema exists: this file is each entry's first import and imports nothing.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
