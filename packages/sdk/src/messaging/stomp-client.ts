import { Client, Versions } from '@stomp/stompjs';

/** What the live connection uses of `@stomp/stompjs`. */
export interface StompModule {
  Client: typeof Client;
  Versions: typeof Versions;
}

/**
 * The STOMP client of the live connection, bundled with it: a child app that runs the socket
 * gets it in the same file (one more chunk and Vite's preload helper would cost it more than the
 * client). The elements' standalone script swaps this module for `stomp-client-lazy.ts`, so the
 * bell's first paint does not carry it.
 */
export function loadStomp(): Promise<StompModule> {
  return Promise.resolve({ Client, Versions });
}
