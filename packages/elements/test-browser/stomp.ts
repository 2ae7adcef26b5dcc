import type { BrowserContext, WebSocketRoute } from 'playwright-core';

/** A STOMP frame (the STOMP 1.1 wire format, as the SDK's live connection speaks it). */
interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const encode = ({ command, headers, body }: Frame) =>
  `${command}\n${Object.entries(headers)
    .map(([key, value]) => `${key}:${value}`)
    .join('\n')}\n\n${body}\0`;

function decode(data: string): Frame[] {
  return data
    .split('\0')
    .map((chunk) => chunk.replace(/^[\r\n]+/, ''))
    .filter(Boolean)
    .map((chunk) => {
      const split = chunk.indexOf('\n\n');
      const [command = '', ...lines] = (split < 0 ? chunk : chunk.slice(0, split)).split('\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
      return { command, headers, body: split < 0 ? '' : chunk.slice(split + 2) };
    });
}

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
    socket.onMessage((message) => {
      for (const frame of decode(String(message))) {
        if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
          socket.send(
            encode({
              command: 'CONNECTED',
              headers: { version: '1.1', 'heart-beat': '0,0' },
              body: '',
            }),
          );
        } else if (frame.command === 'SUBSCRIBE') {
          subscriptions.push({
            socket,
            id: frame.headers.id ?? '',
            destination: frame.headers.destination ?? '',
          });
        } else if (frame.command === 'DISCONNECT' && frame.headers.receipt) {
          socket.send(
            encode({
              command: 'RECEIPT',
              headers: { 'receipt-id': frame.headers.receipt },
              body: '',
            }),
          );
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
      target.socket.send(
        encode({
          command: 'MESSAGE',
          headers: {
            destination: target.destination,
            subscription: target.id,
            'message-id': `m-${++sent}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(push),
        }),
      );
    },
  };
}
