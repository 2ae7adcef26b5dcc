import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, SendResetPasswordMailRequest } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/**
 * POST {UC}/sso/sendResetPasswordMail (api-contract.md §7.3): the bound e-mail of the account
 * gets a single-use code; a wrong unit, account or e-mail is refused with the server's message.
 */
export function sendResetPasswordMail(body: SendResetPasswordMailRequest): Promise<null> {
  return portico.http.request<null>('UC', '/sso/sendResetPasswordMail', {
    method: 'POST',
    body,
    skipSessionHooks: true,
  });
}

/** POST {UC}/sso/resetPassword: the mailed code and the new password complete the recovery. */
export function resetPassword(body: ResetPasswordRequest): Promise<null> {
  return portico.http.request<null>('UC', '/sso/resetPassword', {
    method: 'POST',
    body,
    skipSessionHooks: true,
  });
}

export function useSendResetPasswordMail() {
  return useMutation({ mutationFn: sendResetPasswordMail });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
