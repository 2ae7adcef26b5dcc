import { LOCALES, translate, type Locale } from '@portico/sdk';
import { formatSearchDate } from '@portico/sdk/internal';
import type { LivePush } from '@portico/sdk/messaging';
import type { Database } from '../../db/client';
import { messageRecipients, messages } from '../../db/schema';
import type { Mailer } from '../../shared/mail';
import type { ActiveSession, UserRow } from '../session/session';
import { asMessage } from '../messages/messages-publish';
import { pushToUsers, type Live } from '../messages/messages-live';

/**
 * Telling a user of a change to their sign-in factors (an administrator's reset here; a factor
 * added or removed in factor-notice.ts): a private message in the
 * user's own message list (the bell counts it and the live channel pushes it), worded in every
 * locale so that the reader sees their own, and an e-mail when the account has an address.
 */

export interface ResetNoticeChannels {
  live: Live;
  mailer: Mailer;
  /** The administrator's locale: the stored wording, and the mail's when no other is known. */
  locale: Locale;
  onError(error: unknown): void;
}

function wording(locale: Locale, admin: ActiveSession, at: Date) {
  const values = {
    time: formatSearchDate(at),
    admin: `${admin.user.name} (${admin.user.userCode})`,
  };
  return {
    title: translate(locale, 'mfa.resetNotice.title'),
    text: translate(locale, 'mfa.resetNotice.text', values),
  };
}

/** A notice's wording in one locale. */
export type NoticeWording = (locale: Locale) => { title: string; text: string };

/**
 * Leaves `user` a private message in their own list, worded in every locale and published by
 * `publisher` (the administrator, or the user themselves), pushes it live, then mails it when
 * the account has an address. A failed mail is logged, never undoes what the notice tells.
 */
export async function noticeUser(
  db: Database,
  channels: ResetNoticeChannels,
  publisher: Pick<ActiveSession, 'user' | 'unit'>,
  user: UserRow,
  wordingIn: NoticeWording,
  at: Date,
): Promise<void> {
  const own = wordingIn(channels.locale);
  const translations = Object.fromEntries(LOCALES.map((locale) => [locale, wordingIn(locale)]));
  const row = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        title: own.title,
        text: own.text,
        level: 'WARN',
        type: 'PRIVATE',
        publisherUserId: publisher.user.id,
        publisherUnitId: publisher.unit.id,
        srcUsercode: publisher.user.userCode,
        srcUsername: publisher.user.name,
        srcOrgname: publisher.unit.descript,
        publishDate: at,
        deliveredAt: at,
        translations,
      })
      .returning();
    await tx.insert(messageRecipients).values({ messageId: message!.id, userId: user.id });
    return message!;
  });
  const push: LivePush = { type: 'message', message: asMessage(row, 'F') };
  await pushToUsers(db, channels.live, [user.id], () => push);

  if (!user.email) return;
  // The account keeps no language of its own: the mail carries every wording, the sender's first.
  const others = LOCALES.filter((locale) => locale !== channels.locale);
  const text = [own.text, ...others.map((locale) => translations[locale]!.text)].join('\n\n');
  try {
    await channels.mailer.deliver(db, {
      channel: 'mail',
      to: user.email,
      subject: own.title,
      text,
    });
  } catch (error) {
    channels.onError(error);
  }
}

/** Tells the user of an administrator's reset of their factors. */
export async function noticeMfaReset(
  db: Database,
  channels: ResetNoticeChannels,
  admin: ActiveSession,
  user: UserRow,
  at = new Date(),
): Promise<void> {
  await noticeUser(db, channels, admin, user, (locale) => wording(locale, admin, at), at);
}
