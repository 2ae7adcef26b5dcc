import {
  resetPasswordRequestSchema,
  sendMobileCodeQuerySchema,
  sendResetPasswordMailRequestSchema,
  unlockAccountRequestSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { unlockAccount } from '../services/lockout';
import { resetPassword, sendMobileCode, sendResetPasswordMail } from '../services/recovery';
import type { RouteOptions } from './options';

/** Password recovery and sign-in codes (api-contract.md §7.3), under the UC base, no session. */
export const ssoRecoveryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  app.post('/sso/sendResetPasswordMail', async (request) => {
    const input = sendResetPasswordMailRequestSchema.parse(request.body);
    await sendResetPasswordMail(db, mailer, input, localeOf(request));
    return ok(null);
  });

  // Not in the contract: completes the recovery (/unsubscribeEmailHtml) with the mailed code.
  app.post('/sso/resetPassword', async (request) => {
    // Ends the user's sessions and their live sockets on every node (session-end.ts).
    await resetPassword(db, resetPasswordRequestSchema.parse(request.body));
    return ok(null);
  });

  // Not in the contract: the holder ends a failure lock with the code mailed when it began.
  app.post('/sso/unlockAccount', async (request) => {
    await unlockAccount(db, unlockAccountRequestSchema.parse(request.body));
    return ok(null);
  });

  app.get('/sso/sendMobileCode', async (request) => {
    const { encodedCode } = sendMobileCodeQuerySchema.parse(request.query);
    await sendMobileCode(db, mailer, encodedCode, localeOf(request));
    return ok(null);
  });
};
