import { useMutation } from '@tanstack/react-query';
import {
  callApi,
  RECOVERY_CALLS,
  type CheckResetCodeRequest,
  type ResetPasswordRequest,
  type SendResetPasswordMailRequest,
} from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/**
 * POST {UC}/sso/sendResetPasswordMail (api-contract.md §7.3): the bound e-mail of the account
 * gets a single-use code; a wrong unit, account or e-mail is refused with the server's message.
 */
export function sendResetPasswordMail(body: SendResetPasswordMailRequest): Promise<null> {
  return callApi(portico.http, RECOVERY_CALLS.sendResetPasswordMail, body, {
    skipSessionHooks: true,
  });
}

/**
 * POST {UC}/sso/checkResetCode: whether the mailed code is right, without spending it, so that
 * a wrong code is refused at "Next" and not after the new password is typed.
 */
export function checkResetCode(body: CheckResetCodeRequest): Promise<null> {
  return callApi(portico.http, RECOVERY_CALLS.checkResetCode, body, { skipSessionHooks: true });
}

/** POST {UC}/sso/resetPassword: the mailed code and the new password complete the recovery. */
export function resetPassword(body: ResetPasswordRequest): Promise<null> {
  return callApi(portico.http, RECOVERY_CALLS.resetPassword, body, { skipSessionHooks: true });
}

export function useSendResetPasswordMail() {
  return useMutation({ mutationFn: sendResetPasswordMail });
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
