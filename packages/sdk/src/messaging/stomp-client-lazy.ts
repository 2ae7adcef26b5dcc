import type { StompModule } from './stomp-client';

let loading: Promise<StompModule> | undefined;

/**
 * `stomp-client.ts` for a page whose first paint must not carry the STOMP client (the elements'
 * standalone script resolves `./stomp-client` to this module): `@stomp/stompjs` is imported on
 * the first connect, which the messaging core starts once the first unread count is answered,
 * so the client is a chunk of its own that loads after the badge shows.
 */
export function loadStomp(): Promise<StompModule> {
  // Only what is used is taken from the module, so the bundler drops the rest of it (the compat
  // client) as it would for a static import.
  loading ??= import('@stomp/stompjs').then(
    ({ Client, Versions }) => ({ Client, Versions }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
