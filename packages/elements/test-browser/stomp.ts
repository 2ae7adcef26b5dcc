import {
  createFrameParser,
  encodeFrame,
  headerRecord,
  type StompFrame,
  type StompVersion,
} from '@portico/sdk/stomp-frames';
import type { BrowserContext, WebSocketRoute } from 'playwright-core';

/** The frame as the socket's negotiated version writes it (the SDK's one STOMP codec). */
const versions = new WeakMap<WebSocketRoute, StompVersion>();
const send = (socket: WebSocketRoute, frame: StompFrame) =>
  socket.send(encodeFrame(frame, versions.get(socket) ?? '1.1'));

/**
 * Plays the STOMP broker at WEB_SOCKET for every page of the context (`routeWebSocket`):
 * answers CONNECT, records subscriptions, answers a DISCONNECT receipt, and `push()` sends a
 * live push (destinations.ts) to every subscription.
 */
export async function fakeBroker(context: BrowserContext) {
  const subscriptions: Array<{ socket: WebSocketRoute; id: string; destination: string }> = [];
  let sent = 0;
  const sockets = { opened: 0, closed: 0 };
  await context.routeWebSocket(/\/gc-websocket\//, (socket) => {
    sockets.opened += 1;
    socket.onClose(() => {
      sockets.closed += 1;
    });
    const parser = createFrameParser();
    socket.onMessage((message) => {
      for (const event of parser.push(
        typeof message === 'string' ? message : new Uint8Array(message),
      )) {
        if (event.type !== 'frame') continue;
        const { frame } = event;
        if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
          send(socket, {
            command: 'CONNECTED',
            headers: headerRecord({ version: '1.1', 'heart-beat': '0,0' }),
            body: '',
          });
          versions.set(socket, '1.1');
          parser.version = '1.1';
        } else if (frame.command === 'SUBSCRIBE') {
          subscriptions.push({
            socket,
            id: frame.headers.id ?? '',
            destination: frame.headers.destination ?? '',
          });
        } else if (frame.command === 'DISCONNECT' && frame.headers.receipt) {
          send(socket, {
            command: 'RECEIPT',
            headers: headerRecord({ 'receipt-id': frame.headers.receipt }),
            body: '',
          });
        }
      }
    });
  });
  return {
    subscriptions,
    /** How many sockets the page opened and how many of them it closed. */
    sockets,
    /** Sends `push` to the first subscription (the user's own topic). */
    push(push: unknown) {
      const target = subscriptions[0];
      if (!target) throw new Error('nobody subscribed yet');
      send(target.socket, {
        command: 'MESSAGE',
        headers: headerRecord({
          destination: target.destination,
          subscription: target.id,
          'message-id': `m-${++sent}`,
          'content-type': 'application/json',
        }),
        body: JSON.stringify(push),
      });
    },
  };
}
