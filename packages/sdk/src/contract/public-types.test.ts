import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type {
  apiBasesSchema,
  appCodeToHostUrlSchema,
  appConfigByHostSchema,
  hostAppConfigSchema,
  loginSystemConfigSchema,
  moduleSwitchesSchema,
  outsideLinkRulesSchema,
} from './app-config-schema';
import type * as config from './app-config-types';
import { loginResultSchema, type appInfoSchema, type sessionUserSchema } from './login-schema';
import type * as login from './login-types';
import type { pmsLoginRequestSchema } from './sso';
import type { messageSchema } from './messages';
import type { remindToneSchema } from './org';
import type * as messages from './message-shapes';

/**
 * The public types are plain interfaces; the schemas that check the same shapes on the server must
 * not drift from them. `Same` holds only when each side is assignable to the other and both have
 * the same keys, so a field added (optional or not), dropped, renamed or retyped on either side
 * fails the type check (`tsc -b`).
 */
type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<A, B> = Assignable<A, B> extends true ? Assignable<keyof A, keyof B> : false;
type Checks<T extends true[]> = T;

export type SchemaOutputsMatchTheInterfaces = Checks<
  [
    Same<z.output<typeof apiBasesSchema>, config.ApiBases>,
    Same<z.output<typeof hostAppConfigSchema>, config.HostAppConfig>,
    Same<z.output<typeof appConfigByHostSchema>, config.AppConfigByHost>,
    Same<z.output<typeof outsideLinkRulesSchema>, config.OutsideLinkRules>,
    Same<z.output<typeof moduleSwitchesSchema>, config.ModuleSwitches>,
    Same<z.output<typeof loginSystemConfigSchema>, config.LoginSystemConfig>,
    Same<z.output<typeof appCodeToHostUrlSchema>, config.AppCodeToHostUrl>,
    Same<z.output<typeof appInfoSchema>, login.AppInfo>,
    Same<z.output<typeof sessionUserSchema>, login.SessionUser>,
    Same<z.output<typeof loginResultSchema>, login.LoginResult>,
    Same<z.output<typeof pmsLoginRequestSchema>, login.PmsLoginRequest>,
    Same<z.output<typeof messageSchema>, messages.Message>,
    Same<z.output<typeof remindToneSchema>, messages.RemindTone>,
  ]
>;

describe('public types as plain interfaces, checked against their zod schemas', () => {
  it('the check itself fails on a mismatch (a missing field either way)', () => {
    // These three lines are the reason the tuple above means something: if `Same` were lax,
    // tsc would reject the `false` assignments.
    const missingInInterface: Same<{ a: string; b: string }, { a: string }> = false;
    const optionalOnOneSide: Same<{ a: string }, { a: string; b?: number }> = false;
    const retyped: Same<{ a: string }, { a: number }> = false;
    expect([missingInInterface, optionalOnOneSide, retyped]).toEqual([false, false, false]);
  });

  it('a login result the schema parses is a LoginResult as the interface says', () => {
    const parsed: login.LoginResult = loginResultSchema.parse({
      userCode: 'frontdesk',
      username: 'Front Desk',
      unitId: 'u1',
      unitCode: 'H001',
      unitName: 'Harbour Hotel',
      unitLogo: null,
      deptName: null,
      theme: null,
      jwtToken: 'tok',
      apps: [],
      userPkId: 'p1',
      unitPkId: 'p2',
      pwdChange: false,
      menus: [],
      orgId: 'o1',
      orgType: 'HOTEL',
      orgUUID: 'x',
      login: true,
      userInfoDO: {
        id: 'p1',
        code: 'frontdesk',
        name: 'Front Desk',
        type: 'USER',
        deptName: null,
        firstLogin: 'F',
        isBackdoor: 'F',
        canUseBackdoor: 'F',
        receiveMessage: 'T',
        email: null,
      },
    });
    expect(parsed.userInfoDO.firstLogin).toBe('F');
  });
});
