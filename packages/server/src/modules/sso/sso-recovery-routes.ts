import { RECOVERY_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../http/locale';
import { unlockAccount } from './lockout';
import { checkResetCode, resetPassword, sendMobileCode, sendResetPasswordMail } from './recovery';
import { mountCalls } from '../../http/mount-call';
import { unitByCode } from '../units/units';
import { unitLanguageOf } from '../units/unit-language';
import type { RouteOptions } from '../../http/route-options';

/**
 * Password recovery and sign-in codes (api-contract.md §7.3), under the UC base, no session;
 * declared in the SDK's contract/calls/recovery.ts.
 */
export const ssoRecoveryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  // SMS codes are sent after the answer (recovery.ts); closing waits for those still running.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });
  mountCalls(app, db, RECOVERY_CALLS, {
    sendResetPasswordMail: async (_nobody, input, request) => {
      // The mail goes to a user of a known unit: a caller whose languages Portico does not speak
      // gets it in that unit's default language.
      const unit = await unitByCode(db, input.unitCode);
      const unitDefault = unit ? await unitLanguageOf(db, unit) : null;
      await sendResetPasswordMail(db, mailer, input, localeOf(request, unitDefault));
      return null;
    },
    checkResetCode: async (_nobody, input) => {
      await checkResetCode(db, input);
      return null;
    },
    // Ends the user's sessions and their live sockets on every node (session-end.ts).
    resetPassword: async (_nobody, input) => {
      await resetPassword(db, input);
      return null;
    },
    unlockAccount: async (_nobody, input) => {
      await unlockAccount(db, input);
      return null;
    },
    sendMobileCode: async (_nobody, { encodedCode }, request) => {
      const { delivery } = sendMobileCode(db, mailer, encodedCode, localeOf(request));
      const sent: Promise<void> = delivery()
        .catch((error: unknown) => request.log.warn({ err: error }, 'sign-in SMS code not sent'))
        .finally(() => sending.delete(sent));
      sending.add(sent);
      return null;
    },
  });
};
