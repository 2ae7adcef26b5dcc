import { translate, type Locale } from '@portico/sdk';
import { formatSearchDate } from '@portico/sdk/internal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { localeOf } from '../../http/locale';
import type { Mailer } from '../../shared/mail';
import { liveOf } from '../messages/messages-live';
import type { ActiveSession } from '../session/session';
import { noticeUser, type ResetNoticeChannels } from './reset-notice';

/**
 * Telling the user that one of their own sign-in factors was added or removed, so that a factor
 * planted by someone holding their session, or enrolled at a sign-in forced to enrol by someone
 * holding their password, does not go unnoticed: the private message and mail of
 * reset-notice.ts, published by the user themselves.
 */

export type FactorChange = 'added' | 'removed';
export type ChangedFactor = 'totp' | 'passkey';

/** Where a request's notice goes: the live channel, the mailer, the caller's language. */
export function noticeChannelsOf(
  app: FastifyInstance,
  mailer: Mailer,
  request: FastifyRequest,
): ResetNoticeChannels {
  return {
    live: liveOf(app),
    mailer,
    locale: localeOf(request),
    onError: (error) => app.log.error({ err: error }, 'factor notice failed'),
  };
}

/**
 * Writes, pushes and mails the notice to `account`'s user (a session, or the account of a sign-in
 * held for enrolment); a failure is logged and never undoes the change.
 */
export async function noticeFactorChange(
  db: Database,
  channels: ResetNoticeChannels,
  account: Pick<ActiveSession, 'user' | 'unit'>,
  change: FactorChange,
  factor: ChangedFactor,
  at = new Date(),
): Promise<void> {
  const wordingIn = (locale: Locale) => ({
    title: translate(locale, `mfa.factorNotice.${change}Title`),
    text: translate(locale, `mfa.factorNotice.${change}Text`, {
      time: formatSearchDate(at),
      factor: translate(locale, `mfa.factor.${factor}`),
    }),
  });
  try {
    await noticeUser(db, channels, account, account.user, wordingIn, at);
  } catch (error) {
    channels.onError(error);
  }
}
