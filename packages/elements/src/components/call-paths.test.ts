import { describe, expect, it } from 'vitest';
import {
  LAUNCHER_CALLS,
  LOGO_CALLS as LOGO_DECLS,
  MFA_CALLS as MFA_DECLS,
  ORG_CALLS,
  PASSKEY_CALLS as PASSKEY_DECLS,
  RESOURCE_CALLS,
  SELF_CALLS,
  SELF_SESSION_CALLS,
} from '@portico/sdk/contract';
import { APP_LINK_CALLS } from './app-popover/app-api';
import { EMAIL_CALLS } from './email-binding/email-api';
import { LOGO_CALLS } from './logo-change/logo-api';
import { MFA_CALLS } from './sign-in-security/mfa-api';
import { PASSKEY_CALLS } from './sign-in-security/passkey-api';
import { SESSION_CALLS } from './signed-in-sessions/sessions-api';
import { UNIT_SWITCH_CALLS } from './unit-switch/unit-api';
import { UPDATE_HISTORY_CALLS } from './user-bar/update-history';

/**
 * The elements name the paths of their calls instead of importing the declarations (which carry
 * zod schemas the standalone bundle does not ship): each named call must be a declared {UC} call
 * of api-contract.md §7.4–§7.6 with the same method and path, so the two cannot drift.
 */
const NAMED = [
  [APP_LINK_CALLS.loginApps, LAUNCHER_CALLS.loginApps],
  [UPDATE_HISTORY_CALLS.codeDict, RESOURCE_CALLS.codeDict],
  [LOGO_CALLS.list, LOGO_DECLS.list],
  [LOGO_CALLS.upload, LOGO_DECLS.upload],
  [LOGO_CALLS.delete, LOGO_DECLS.delete],
  [EMAIL_CALLS.emailResetCode, SELF_CALLS.emailResetCode],
  [EMAIL_CALLS.resetEmail, SELF_CALLS.resetEmail],
  [UNIT_SWITCH_CALLS.managedUnits, ORG_CALLS.managedUnits],
  [UNIT_SWITCH_CALLS.possibleLoginUnits, SELF_CALLS.possibleLoginUnits],
  [MFA_CALLS.status, MFA_DECLS.status],
  [MFA_CALLS.totpStart, MFA_DECLS.totpStart],
  [MFA_CALLS.totpConfirm, MFA_DECLS.totpConfirm],
  [MFA_CALLS.totpRemove, MFA_DECLS.totpRemove],
  [MFA_CALLS.verify, MFA_DECLS.verify],
  [MFA_CALLS.enrolStart, MFA_DECLS.enrolStart],
  [MFA_CALLS.enrolConfirm, MFA_DECLS.enrolConfirm],
  [PASSKEY_CALLS.registrationOptions, PASSKEY_DECLS.registrationOptions],
  [PASSKEY_CALLS.register, PASSKEY_DECLS.register],
  [PASSKEY_CALLS.list, PASSKEY_DECLS.list],
  [PASSKEY_CALLS.rename, PASSKEY_DECLS.rename],
  [PASSKEY_CALLS.remove, PASSKEY_DECLS.remove],
  [PASSKEY_CALLS.loginOptions, PASSKEY_DECLS.loginOptions],
  [PASSKEY_CALLS.login, PASSKEY_DECLS.login],
  [PASSKEY_CALLS.enrolOptions, PASSKEY_DECLS.enrolOptions],
  [PASSKEY_CALLS.enrol, PASSKEY_DECLS.enrol],
  [SESSION_CALLS.list, SELF_SESSION_CALLS.list],
  [SESSION_CALLS.end, SELF_SESSION_CALLS.end],
  [SESSION_CALLS.endOthers, SELF_SESSION_CALLS.endOthers],
] as const;

describe('call paths named by the elements (api-contract.md §7.4–§7.6)', () => {
  it.each(NAMED.map(([named, declared]) => [declared.path, named, declared] as const))(
    '%s is the declared {UC} call',
    (_path, named, declared) => {
      expect(declared.base).toBe('UC');
      expect({ method: named.method, path: named.path }).toEqual({
        method: declared.method,
        path: declared.path,
      });
    },
  );
});
