import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long connections already accepted get to deliver the request they are sending. */
export const DRAIN_MS = 1_000;
/**
 * How long the port keeps accepting after the signal: a connection the client opened before it
 * may still wait in the kernel's backlog for a busy process to accept it, and closing the port
 * would reset it.
 */
export const ACCEPT_GRACE_MS = 300;

/**
 * The first step of a graceful stop: after a short grace (ACCEPT_GRACE_MS) accept no new
 * connection, and give the connections already
 * accepted up to `ms` (less when they all close) to deliver their requests, which are answered as
 * usual. `http.Server#close` would also end at once every connection without a request in
 * progress, among them one whose request is still in its socket's buffer: the client would see
 * its connection reset though it was sent before the signal. Fastify's close (idle sockets closed,
 * the running requests awaited) follows.
 */
export async function stopListening(server: Server, ms = DRAIN_MS): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
  NetServer.prototype.close.call(server);
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) =>
      server.getConnections((error, count) => resolve(error ? 0 : count)),
    );
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
