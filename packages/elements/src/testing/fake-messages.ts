import type { Message, MessageLevel, MessageType } from '@portico/sdk/messaging';

const LEVELS: readonly MessageLevel[] = ['INFO', 'WARN', 'SERIOUS'];
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

export interface FakeMessageOptions {
  type?: MessageType;
  /** How many of them (the first ones) are unread. */
  unread?: number;
  /** Publish times go back an hour per message from here. */
  now?: Date;
  prefix?: string;
}

/** Messages as the message calls answer them (product.md §3 "Message"), newest first. */
export function fakeMessages(count: number, options: FakeMessageOptions = {}): Message[] {
  const { type = 'PRIVATE', unread = 0, now = new Date(), prefix = type.toLowerCase() } = options;
  return Array.from({ length: count }, (_, i) => {
    const published = new Date(now.getTime() - (i + 1) * 3_600_000);
    return {
      messageId: `${prefix}-${i + 1}`,
      messageTitle:
        type === 'PRIVATE'
          ? `Night audit report ${i + 1} is ready`
          : `Maintenance window ${i + 1}: PMS offline 02:00–03:00`,
      messageText:
        i % 3 === 0
          ? `<p>Dear colleague,</p><p>The report is <strong>ready</strong>. <a href="https://example.com/r/${i}">Open it</a>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>`
          : `Line one of message ${i + 1}.\nLine two, plain text with <angle> brackets kept as text.`,
      messageLevel: LEVELS[i % LEVELS.length]!,
      messageType: type,
      readState: i < unread ? 'F' : 'T',
      srcUsername: i % 2 ? 'Li Wei' : 'Group IT',
      srcUsercode: i % 2 ? 'liwei' : 'it-admin',
      srcOrgname: 'Harbour Hotels Group',
      publishDate: stamp(published),
      createDatetime: stamp(published),
      isShow: type === 'NOTICE' && i < 3 ? 'T' : 'F',
    };
  });
}

/** A long message, to check that the detail body scrolls. */
export function longMessage(overrides: Partial<Message> = {}): Message {
  const [base] = fakeMessages(1, { unread: 1 });
  return {
    ...base!,
    messageId: 'long-1',
    messageTitle: 'Quarterly policy update (long)',
    messageText: Array.from(
      { length: 80 },
      (_, i) => `Paragraph ${i + 1}: the policy text goes on for a while.`,
    ).join('\n\n'),
    ...overrides,
  };
}
