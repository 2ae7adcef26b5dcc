/**
 * The demo commands (`npm start`, `npm run dev`) seed the demo organisation: PORTICO_DEMO=1 unless
 * the caller set it (PORTICO_DEMO=0 starts without it) or asked for production, where the server
 * refuses the demo (packages/server/src/db/start-seed.ts).
 */
export function withDemo(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.NODE_ENV === 'production' || env.PORTICO_DEMO !== undefined) return env;
  return { ...env, PORTICO_DEMO: '1' };
}
