import { registerMessages, translate, type MessageKey } from '@portico/sdk';
import {
  DEFAULT_PASSWORD_STRATEGY,
  elementsMessages,
  fetchPasswordStrategy,
  parsePasswordStrategy,
  passwordChecks,
  validationMessages,
} from '@portico/sdk/internal';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byText, cleanup, click, render, waitFor } from '../../testing/render';
import { createStoryEnv, firstLogin, STORY_STRATEGY } from '../../testing/story-env';
import { PasswordModal } from './password-modal';
import { hubActionUrl } from '../../config/hub-session';
import { checkLabel } from './password-rules';
import { patchSessionUser } from '../session-user';

afterEach(cleanup);
// The dialog registers these when it loads; the rule list is tested without it.
registerMessages(elementsMessages, validationMessages);

const t = (key: MessageKey, params?: Record<string, string | number>) =>
  translate('en-US', key, params);
const met = (checks: ReturnType<typeof passwordChecks>) =>
  Object.fromEntries(checks.map((check) => [check.id, check.met]));

describe('passwordChecks: the rule list shown while typing (product.md §5)', () => {
  const strategy = parsePasswordStrategy(STORY_STRATEGY);

  it('lists the unit strategy: length, each class, differs from the old one', () => {
    expect(met(passwordChecks('abc1', 'old', { strategy }))).toEqual({
      length: false,
      digit: true,
      upper: false,
      lower: true,
      differs: true,
    });
    expect(passwordChecks('', '', { strategy }).map((c) => checkLabel(c, t))).toEqual([
      'At least 8 characters',
      'Contains digits',
      'Contains capital letters',
      'Contains lowercase letters',
      'Differs from the old password',
    ]);
  });

  it("adds the unit's own regex only when it refuses what the rest accepts", () => {
    const strict = { ...strategy, pattern: /^[A-Za-z0-9]+$/ };
    expect(met(passwordChecks('Abcdefg1', '', { strategy: strict })).pattern).toBeUndefined();
    expect(met(passwordChecks('Abcdefg1!', '', { strategy: strict })).pattern).toBe(false);
  });

  it('uses the user-centre rule in the UC app: digits and letters, printable, at least 6', () => {
    expect(met(passwordChecks('abc12é', 'x', { userCentre: true }))).toEqual({
      length: true,
      digit: true,
      letter: true,
      printable: false,
      differs: true,
    });
  });

  it('the default strategy is a digit and 6 characters', () => {
    expect(passwordChecks('123456', '', {}).map((c) => c.id)).toEqual([
      'length',
      'digit',
      'differs',
    ]);
  });
});

describe('fetchPasswordStrategy (api-contract.md §7.5 parameter.unitPa)', () => {
  it("asks for the unit's PASSWORD_STRATEGY and parses it", async () => {
    const env = createStoryEnv({ backend: { passwordStrategy: STORY_STRATEGY } });
    const strategy = await fetchPasswordStrategy(
      env.client.http,
      env.client.session.info.value?.unitCode ?? '',
    );
    expect(strategy.minLength).toBe(8);
    expect(env.backend.calls.at(-1)).toMatchObject({
      path: '/uc/parameter/unitPa',
      query: { code: 'PASSWORD_STRATEGY', unitCode: 'H001' },
    });
  });

  it('falls back to the default rule when the call fails', async () => {
    const env = createStoryEnv();
    vi.spyOn(env.client.http, 'request').mockRejectedValueOnce(new Error('down'));
    expect(
      await fetchPasswordStrategy(env.client.http, env.client.session.info.value?.unitCode ?? ''),
    ).toBe(DEFAULT_PASSWORD_STRATEGY);
  });
});

describe('PasswordModal (product.md §4 forced password change)', () => {
  const forcedDialog = (message: string) =>
    waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-testid="password-modal"]');
      expect(found?.textContent).toContain(message);
      return found!;
    });

  it('opens at once on first login with no Cancel: the way out is Log out, which ends the session', async () => {
    const env = createStoryEnv({ login: firstLogin() });
    render(<PasswordModal client={env.client} />);
    const dialog = await forcedDialog('First login, please change password!');
    expect(dialog.querySelector('[part~="close-button"]')).toBeNull();
    const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(buttons).not.toContain('Cancel');
    await click(byText(dialog, 'Log out'));
    await waitFor(() => expect(env.client.session.isLoggedIn.value).toBe(false));
    expect(env.backend.calls.map((c) => c.path)).not.toContain('/uc/user/onChangePasswordCanceled');
  });

  it("keeps the reason the server gave while open, though the session's flags change under it", async () => {
    // A first login whose change is also due: with firstLogin patched to F, only pwdChange is left.
    const env = createStoryEnv({ login: { ...firstLogin(), pwdChange: true } });
    render(<PasswordModal client={env.client} />);
    const dialog = await forcedDialog('First login, please change password!');
    await act(async () => patchSessionUser(env.client, { firstLogin: 'F' }));
    expect(env.client.forcedPasswordChange.value).toBe('expired');
    expect(dialog.textContent).toContain('First login, please change password!');
    expect(dialog.textContent).not.toContain('You have not changed your password');
  });

  it('stays closed without a forced change until opened', async () => {
    const env = createStoryEnv();
    const onOpenChange = vi.fn();
    render(<PasswordModal client={env.client} onOpenChange={onOpenChange} />);
    await act(async () => undefined);
    expect(document.querySelector('[data-testid="password-modal"]')).toBeNull();
  });
});

describe('an app session hands the change to the hub (server README "Credentials need the hub")', () => {
  const hubUrl = 'https://hub.example/sso';

  it('the forced change shows the hand-off, not the form, and cannot be closed', async () => {
    const env = createStoryEnv({ login: firstLogin(), appCode: 'DEMO_CHILD' });
    render(<PasswordModal client={env.client} hubUrl={hubUrl} />);
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-testid="hub-hand-off-password"]');
      expect(found?.textContent).toContain(t('hubHandOff.forced'));
      return found!;
    });
    expect(dialog.textContent).toContain(t('hubHandOff.go'));
    expect(dialog.querySelector('input[type=password]')).toBeNull();
    expect(dialog.querySelector('[part~="close-button"]')).toBeNull();
    expect(document.querySelector('[data-testid="password-modal"]')).toBeNull();
  });

  it('the hub itself changes the password in place, whatever hub address is known', async () => {
    const env = createStoryEnv({ login: firstLogin(), appCode: 'SSO' });
    render(<PasswordModal client={env.client} hubUrl={hubUrl} />);
    await waitFor(() =>
      expect(document.querySelector('[data-testid="password-modal"]')).not.toBeNull(),
    );
    expect(document.querySelector('[data-testid="hub-hand-off-password"]')).toBeNull();
  });

  it('goes to the hub’s SSO page with the action, the language and the hand-off back to this page', () => {
    const url = new URL(
      hubActionUrl(
        hubUrl,
        'password',
        'DEMO_CHILD',
        'en-US',
        'https://app.example/x?ssoToken=AC-1&a=b',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://hub.example/sso');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'password',
      appCode: 'DEMO_CHILD',
      language: 'en-US',
      redirect: 'https://app.example/x?a=b',
    });
  });
});
