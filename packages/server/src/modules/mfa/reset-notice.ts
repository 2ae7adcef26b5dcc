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
 * Telling a user that an administrator reset their sign-in factors: a private message in the
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

/** Writes and pushes the message, then mails; a failed mail is logged, never undoes the reset. */
export async function noticeMfaReset(
  db: Database,
  channels: ResetNoticeChannels,
  admin: ActiveSession,
  user: UserRow,
  at = new Date(),
): Promise<void> {
  const own = wording(channels.locale, admin, at);
  const translations = Object.fromEntries(
    LOCALES.map((locale) => [locale, wording(locale, admin, at)]),
  );
  const row = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        title: own.title,
        text: own.text,
        level: 'WARN',
        type: 'PRIVATE',
        publisherUserId: admin.user.id,
        publisherUnitId: admin.unit.id,
        srcUsercode: admin.user.userCode,
        srcUsername: admin.user.name,
        srcOrgname: admin.unit.descript,
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
