import { translate, type Locale } from '@portico/sdk';
import {
  validateEmailBeforeSend,
  validateEmailBinding,
  type EmailResetCodeRequest,
  type ResetEmailRequest,
  ServerCode,
  UcCode,
} from '@portico/sdk/internal';
import { passwordUpdateSchema, VERIFICATION_CODE_TTL_MINUTES } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { consumeCode, issueCode } from '../sso/codes';
import { ApiError } from '../../shared/errors';
import type { Mailer } from '../../shared/mail';
import { passwordPolicyOf } from '../units/parameters';
import { hashPassword, verifyPassword } from '../../shared/password';
import { deliverOrFail } from '../sso/recovery';
import type { ActiveSession } from '../session/session';
import { endSessions } from '../session/session-end';

/**
 * POST /user/updateUserPassword?oldPassword&newPassword: the shared rules of product.md §5 with
 * the session unit's PASSWORD_STRATEGY, then the old password. Every session of the user ends,
 * the caller's too; the client still shows its message and logs out 3 s later (product.md §4).
 */
export async function updateUserPassword(
  db: Database,
  session: ActiveSession,
  query: unknown,
): Promise<void> {
  const { strategy } = await passwordPolicyOf(db, session.unit);
  const { oldPassword, newPassword } = passwordUpdateSchema({ strategy }).parse(query);
  if (!(await verifyPassword(session.user.passwordHash, oldPassword))) {
    throw new ApiError(UcCode.OLD_PASSWORD_WRONG, 'serverAdmin.oldPasswordWrong');
  }
  const passwordHash = await hashPassword(newPassword);
  // Every session ends, the caller's included: a stolen token stops working with the change.
  await endSessions(db, { userId: session.user.id, reason: 'password' }, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, pwdChangedAt: new Date(), firstLogin: 'F' })
      .where(eq(users.id, session.user.id));
  });
}

/** `id` names the account; backdoor users omit it (product.md §6), others may only name their own. */
function checkSelf(session: ActiveSession, id: string | undefined): void {
  if (id && id !== session.user.id) throw new ApiError(ServerCode.FORBIDDEN, 'server.forbidden');
}

/** POST /user/emailResetCode {id, email}: a code to the e-mail being bound. */
export async function sendEmailBindingCode(
  db: Database,
  mailer: Mailer,
  session: ActiveSession,
  input: EmailResetCodeRequest,
  locale: Locale,
): Promise<void> {
  checkSelf(session, input.id);
  const invalid = validateEmailBeforeSend(input.email);
  if (invalid) throw new ApiError(ServerCode.INVALID_INPUT, invalid);
  const { user } = session;
  const code = await issueCode(db, { purpose: 'BIND_EMAIL', userId: user.id, target: input.email });
  await deliverOrFail(db, mailer, {
    channel: 'mail',
    to: input.email,
    subject: translate(locale, 'serverAdmin.mail.bindSubject'),
    text: translate(locale, 'serverAdmin.mail.bindBody', {
      name: user.name,
      code,
      minutes: VERIFICATION_CODE_TTL_MINUTES,
    }),
  });
}

/**
 * POST /user/resetEmail {email, validateCode, password, id}: binds the e-mail the code was sent
 * to, once the current password is right, and tells the address bound before: password recovery
 * trusts that address, so its owner learns when it is taken away.
 */
export async function bindEmail(
  db: Database,
  mailer: Mailer,
  session: ActiveSession,
  input: ResetEmailRequest,
  locale: Locale,
): Promise<void> {
  checkSelf(session, input.id);
  const errors = validateEmailBinding(input);
  const invalid = errors.email ?? errors.validateCode ?? errors.password;
  if (invalid) throw new ApiError(ServerCode.INVALID_INPUT, invalid);
  if (!(await verifyPassword(session.user.passwordHash, input.password))) {
    throw new ApiError(UcCode.OLD_PASSWORD_WRONG, 'serverAdmin.oldPasswordWrong');
  }
  const bound = await db.transaction(async (tx) => {
    const right = await consumeCode(tx, {
      purpose: 'BIND_EMAIL',
      userId: session.user.id,
      target: input.email,
      code: input.validateCode,
    });
    if (right)
      await tx
        .update(users)
        // Proven by the code sent there: the one way an address becomes verified.
        .set({ email: input.email, emailVerifiedAt: new Date() })
        .where(eq(users.id, session.user.id));
    return right;
  });
  // Thrown after the transaction so that a wrong guess still counts against the code.
  if (!bound) throw new ApiError(UcCode.CODE_INVALID, 'serverAdmin.codeInvalid');
  await noticeRebound(db, mailer, session, input.email, locale);
}

/**
 * The notice to the address bound before (none when there was none or it is the same). The
 * binding is done by then: a failed notice stays in the outbox with its error rather than
 * undoing it.
 */
async function noticeRebound(
  db: Database,
  mailer: Mailer,
  { user, unit }: ActiveSession,
  email: string,
  locale: Locale,
): Promise<void> {
  const previous = user.email?.trim();
  if (!previous || previous.toLowerCase() === email.toLowerCase()) return;
  await mailer
    .deliver(db, {
      channel: 'mail',
      to: previous,
      subject: translate(locale, 'serverAdmin.mail.reboundSubject'),
      text: translate(locale, 'serverAdmin.mail.reboundBody', {
        name: user.name,
        unitCode: unit.code,
        userCode: user.userCode,
        email,
      }),
    })
    .catch(() => undefined);
}

/** POST /user/onChangePasswordCanceled: closing the first-login modal sets firstLogin to F. */
export async function cancelFirstLoginChange(db: Database, session: ActiveSession): Promise<void> {
  await db.update(users).set({ firstLogin: 'F' }).where(eq(users.id, session.user.id));
}
