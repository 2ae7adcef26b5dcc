import type { PorticoClient } from '@portico/sdk';
import type { EmailResetCodeRequest, ResetEmailRequest } from '@portico/sdk/internal';
import { patchSessionUser } from '../session-user';

/**
 * The {UC} calls this file makes, as declared in `@portico/sdk/contract` (checked against the
 * declarations in call-paths.test.ts): named here rather than imported, since a declaration carries
 * its zod schemas and the elements' bundles ship no zod.
 */
export const EMAIL_CALLS = {
  emailResetCode: { method: 'POST', path: '/user/emailResetCode' },
  resetEmail: { method: 'POST', path: '/user/resetEmail' },
} as const;

/** product.md §6: "isBackdoor users … e-mail calls omit their user id". */
function userId(client: PorticoClient): { id?: string } {
  const user = client.session.info.value?.userInfoDO;
  return !user || user.isBackdoor === 'T' ? {} : { id: user.id };
}

/** POST {UC}/user/emailResetCode {id, email} (api-contract.md §7.4): sends the code. */
export async function sendEmailCode(client: PorticoClient, email: string): Promise<void> {
  const body: EmailResetCodeRequest = { ...userId(client), email: email.trim() };
  const call = EMAIL_CALLS.emailResetCode;
  await client.http.request('UC', call.path, { method: call.method, body });
}

/**
 * POST {UC}/user/resetEmail {email, validateCode, password, id}: binds the e-mail for password
 * reset (the current password confirms it), then keeps the session's copy of the user in step
 * (the dialog shows the bound address).
 */
export async function bindEmail(
  client: PorticoClient,
  form: { email: string; validateCode: string; password: string },
): Promise<void> {
  const body: ResetEmailRequest = {
    ...userId(client),
    email: form.email.trim(),
    validateCode: form.validateCode.trim(),
    password: form.password,
  };
  const call = EMAIL_CALLS.resetEmail;
  await client.http.request('UC', call.path, { method: call.method, body });
  patchSessionUser(client, { email: body.email });
}
