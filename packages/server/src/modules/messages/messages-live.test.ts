import { liveDestinations, type LivePush } from '@portico/sdk/messaging';
import { describe, expect, it } from 'vitest';
import { createLocalFanout } from '../../stomp/fanout';
import { encodeEvent, MAX_FANOUT_BYTES, payloadOf } from '../../stomp/fanout-events';
import { endLiveSessions, fitPush, type Live } from './messages-live';

const message = (messageText: string) => ({
  messageId: '6f1c2a34-0000-4000-8000-000000000001',
  messageTitle: 'Title',
  messageText,
  messageLevel: 'INFO' as const,
  messageType: 'NOTICE' as const,
  readState: 'F' as const,
  srcUsername: 'Platform Administrator',
  srcUsercode: 'admin',
  srcOrgname: 'Portico Platform',
  publishDate: '2026-11-21 08:00:00',
  createDatetime: '2026-11-21 08:00:00',
  isShow: 'F' as const,
});

/** What the broker hands the fan-out for this push on the longest user topic, with the longest id. */
const eventOf = (push: LivePush) => ({
  kind: 'message' as const,
  id: 'x'.repeat(24),
  destination: liveDestinations.user('U'.repeat(64), 'u'.repeat(64)),
  body: JSON.stringify(push),
  headers: {},
});
const bytesOf = (push: LivePush) => Buffer.byteLength(payloadOf(eventOf(push)));

describe('fitPush: pushes stay under the fan-out limit (MAX_FANOUT_BYTES)', () => {
  it('leaves a push that fits untouched', () => {
    const push: LivePush = { type: 'message', message: message('short') };
    expect(fitPush(push)).toBe(push);
  });

  it.each([
    ['ASCII', 'a'.repeat(20_000)],
    ['CJK', '长'.repeat(20_000)],
    ['quotes and control characters', '"\\\n\u0001'.repeat(5_000)],
    ['emoji (surrogate pairs)', '😀'.repeat(10_000)],
  ])('shortens a long %s text to the longest prefix that fits', (_, text) => {
    for (const type of ['message', 'notice-update'] as const) {
      const fitted = fitPush({ type, message: message(text) });
      if (fitted.type !== type) throw new Error(fitted.type);
      const shortened = fitted.message.messageText;
      expect(shortened.endsWith('…')).toBe(true);
      expect(text.startsWith(shortened.slice(0, -1))).toBe(true);
      expect(() => encodeEvent(eventOf(fitted))).not.toThrow();
      // One more character would not have fitted (emoji: one more pair).
      const step = /[\uD800-\uDBFF]/.test(text) ? 2 : 1;
      const longer = text.slice(0, shortened.length - 1 + step);
      expect(bytesOf({ type, message: message(`${longer}…`) })).toBeGreaterThan(MAX_FANOUT_BYTES);
    }
  });

  it('is accepted by the real fan-out', async () => {
    const fanout = createLocalFanout();
    const body = JSON.stringify(fitPush({ type: 'message', message: message('x'.repeat(9000)) }));
    const event = { kind: 'message' as const, id: 'n-1', destination: '/topic/unit/H001', body };
    await expect(fanout.publish({ ...event, headers: {} })).resolves.toBeUndefined();
    await fanout.close();
  });
});

describe('endLiveSessions', () => {
  it('reports a failed fan-out instead of failing the call that ended the session', async () => {
    const errors: unknown[] = [];
    const live: Live = {
      broker: {
        publish: async () => 'id',
        endSessions: async () => Promise.reject(new Error('down')),
      },
      onError: (error) => errors.push(error),
    };
    await expect(endLiveSessions(live, { userId: 'u' }, 'logout')).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
