import websocket from '@fastify/websocket';
import { DEFAULT_API_BASES } from '@portico/sdk/internal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createBroker, type Broker, type BrokerOptions } from './broker';
import { DEFAULT_MAX_FRAME } from '@portico/sdk/stomp-frames';

// The live-message broker (DESIGN.md "Server"): STOMP over WebSocket, fanned out across nodes.
export { createBroker, DEFAULT_HEARTBEAT_MS } from './broker';
export type { Broker, BrokerOptions } from './broker';
export { createFanout, createLocalFanout } from './fanout';
export type { FanoutOptions } from './fanout';
export { FANOUT_CHANNEL, FanoutPayloadTooLargeError, MAX_FANOUT_BYTES } from './fanout-events';
export type { Fanout, FanoutEvent, FanoutSubscriber } from './fanout-events';
export { canSubscribe, liveDestinations, userDestinations } from './destinations';
export { matchesSelector } from './principal';
export { createSessionResolver } from './session-resolver';
export type { Principal, ResolveToken, SessionEndReason, SessionSelector } from './principal';
export { TOKEN_HEADERS } from './negotiate';
export { DEFAULT_MAX_FRAME } from '@portico/sdk/stomp-frames';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-message broker: `publish` and `endSessions` reach clients on every node. */
    stomp: Broker;
  }
}

export interface StompDeps extends Omit<BrokerOptions, 'onError'> {
  /** Defaults to the WEB_SOCKET base, `/gc-websocket/gc/inmail` (api-contract.md §7.9). */
  path?: string;
  /** Whether this upgrade may proceed (its Origin checked); every upgrade when absent. */
  allowUpgrade?: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Mounts the STOMP endpoint on `app` and decorates it with `app.stomp`. The fan-out belongs to
 * the caller (it may serve several apps) and is not closed with the app.
 */
export function registerStomp(app: FastifyInstance, deps: StompDeps): Broker {
  const { path = DEFAULT_API_BASES.WEB_SOCKET, allowUpgrade, ...options } = deps;
  const broker = createBroker({
    ...options,
    onError: (error) => app.log.error({ err: error }, 'stomp'),
  });
  const maxFrame = options.maxFrame ?? DEFAULT_MAX_FRAME;
  app.decorate('stomp', broker);
  // Encapsulated, so the websocket plugin's hooks see this route only.
  app.register(async (scope) => {
    // ws refuses larger messages outright; frames up to maxFrame, split or joined, pass.
    await scope.register(websocket, { options: { maxPayload: maxFrame * 4 } });
    scope.get(
      path,
      {
        websocket: true,
        // Before the upgrade: a refused page gets a plain 403 and never a socket.
        preValidation: async (request, reply) => {
          if (allowUpgrade && !(await allowUpgrade(request))) {
            return reply.code(403).type('text/plain').send('Origin not allowed');
          }
        },
      },
      (socket) => broker.accept(socket),
    );
  });
  app.addHook('onClose', () => broker.close());
  return broker;
}
