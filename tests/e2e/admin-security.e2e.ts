import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  callWith,
  chooseIn,
  dialog,
  serverLogin as login,
  shots,
  signedIn as signedInWith,
  toast,
} from './admin-kit';
import { launchChromium } from './browser';

/*
 * Security, login logs and parameters (product.md §2.5 /safety,
 * /login-limit, /login-log, /config/parameter-config; §5 password rule) against the real server
 * and the demo seed, in Chromium. PLATFORM/admin changes a unit's IP whitelist, login limits and
 * repeat-login policy on the screens; the next sign-in through the server obeys them; the login
 * log lists the attempts; a new password strategy shows in the user's password modal at once.
 * Units O001 (Blue Sky Travel, agent) and S001 (Fresh Linen Supply, supplier) have no security
 * rows in the seed.
 */

let browser: Browser;
let admin: Page;
const signedIn = (unitCode: string, userCode: string) => signedInWith(browser, unitCode, userCode);

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn('PLATFORM', 'admin');
});
afterAll(async () => {
  await browser?.close();
});

describe('security settings (product.md §2.5 /safety, §6)', () => {
  it('an IP whitelist that leaves out loopback refuses the next sign-in; adding loopback admits it', async () => {
    expect((await login('O001', 'agent')).result).toBe(0);
    await admin.goto('/safety/ipWhite');
    await admin.getByRole('heading', { name: 'IP whitelist' }).waitFor();
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), 'O001', 'Blue Sky Travel');

    await admin.getByLabel('Group').fill('office');
    await admin.getByLabel('IP or CIDR block').fill('not-an-ip');
    await admin.getByRole('button', { name: 'Add address' }).click();
    await admin
      .getByText(/not-an-ip/)
      .first()
      .waitFor();
    await admin.getByLabel('IP or CIDR block').fill('10.20.0.0/16');
    await admin.getByRole('button', { name: 'Add address' }).click();
    await expect
      .poll(() => admin.getByTestId('ip-entry').allTextContents())
      .toEqual(['10.20.0.0/16']);
    // Turning the whitelist on keeps people out: it asks first, and Cancel leaves it off.
    await admin.getByRole('switch', { name: 'IP whitelist on' }).click();
    await dialog(admin).getByRole('button', { name: 'Cancel' }).click();
    expect(
      await admin.getByRole('switch', { name: 'IP whitelist on' }).getAttribute('aria-checked'),
    ).toBe('false');
    await admin.getByRole('switch', { name: 'IP whitelist on' }).click();
    await dialog(admin)
      .getByText(/addresses not on the list are refused/)
      .waitFor();
    await dialog(admin).getByRole('button', { name: 'Turn on' }).click();
    await expect
      .poll(() =>
        admin.getByRole('switch', { name: 'IP whitelist on' }).getAttribute('aria-checked'),
      )
      .toBe('true');

    const refused = await login('O001', 'agent');
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toMatch(/IP whitelist/);
    await admin.screenshot({ path: `${shots}admin-security-ip-whitelist.png` });

    for (const ip of ['127.0.0.1', '::1']) {
      await admin.getByLabel('Group').fill('loopback');
      await admin.getByLabel('IP or CIDR block').fill(ip);
      await admin.getByRole('button', { name: 'Add address' }).click();
      await admin.getByTestId('ip-entry').filter({ hasText: ip }).first().waitFor();
    }
    expect((await login('O001', 'agent')).result).toBe(0);
    // Deleting an address of a whitelist that is on asks first.
    await admin.getByRole('button', { name: 'Delete 10.20.0.0/16' }).click();
    await dialog(admin)
      .getByText(/sign-ins from it are refused/)
      .waitFor();
    await dialog(admin).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => admin.getByTestId('ip-entry').count()).toBe(2);
    await admin.getByRole('switch', { name: 'IP whitelist on' }).click();
    await expect
      .poll(() =>
        admin.getByRole('switch', { name: 'IP whitelist on' }).getAttribute('aria-checked'),
      )
      .toBe('false');
  });

  it('the repeat-login policy ends the older session at the next sign-in', async () => {
    await admin.goto('/safety/repeatLogin');
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), 'O001', 'Blue Sky Travel');
    const policy = admin.getByRole('switch', { name: /No repeat login/ });
    await expect.poll(() => policy.getAttribute('aria-checked')).toBe('false');
    const before = (await login('O001', 'agent')).retVal!.jwtToken;
    await login('O001', 'agent');
    const probe = '/parameter/unitPa?code=PASSWORD_STRATEGY&unitCode=O001';
    // Off (the default): two sessions live side by side.
    expect((await callWith(before, probe)).result).toBe(0);

    await policy.click();
    await expect.poll(() => policy.getAttribute('aria-checked')).toBe('true');
    await toast(admin, 'applies from the next sign-in').waitFor();
    await admin.screenshot({ path: `${shots}admin-security-repeat-login.png` });
    const older = (await login('O001', 'agent')).retVal!.jwtToken;
    const newer = (await login('O001', 'agent')).retVal!.jwtToken;
    expect((await callWith(older, probe)).result).toBe(52100);
    expect((await callWith(newer, probe)).result).toBe(0);

    // An exception user keeps both sessions.
    await admin.getByLabel('Add exception user').fill('agent');
    await admin.getByRole('button', { name: 'Reservation Agent (agent)' }).click();
    await admin
      .getByTestId('exceptions-REPEAT_LOGIN')
      .getByText('Reservation Agent (agent)')
      .waitFor();
    const kept = (await login('O001', 'agent')).retVal!.jwtToken;
    await login('O001', 'agent');
    expect((await callWith(kept, probe)).result).toBe(0);
    await admin.getByRole('button', { name: 'Remove agent' }).click();
    await admin.getByText('No exception users').waitFor();
    await policy.click();
    await expect.poll(() => policy.getAttribute('aria-checked')).toBe('false');
  });

  it('a login limit outside today refuses the sign-in; deleting it admits it again', async () => {
    await admin.goto('/login-limit/login-limit-list');
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), 'S001', 'Fresh Linen Supply');
    await admin.getByRole('button', { name: 'Add limit' }).click();
    const form = admin.locator('dialog[open]', { hasText: 'Add login limit' });
    // No day is pre-chosen: Save at once is refused instead of locking the unit out at weekends.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Choose at least one day').waitFor();
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    // The server reads limits in its local time, which is this machine's.
    // getDay() is Sunday-first, so today's value is tomorrow's Monday-first index.
    const tomorrow = new Date().getDay();
    for (const [i, day] of days.entries()) {
      await form.getByLabel(day, { exact: true }).setChecked(i === tomorrow);
    }
    await form.getByLabel('Remark').fill('e2e: tomorrow only');
    await form.getByRole('button', { name: 'Save' }).click();
    // An enabled limit keeps people out: the console says who and asks before saving.
    const confirm = dialog(admin);
    await confirm.getByText(/every user of Fresh Linen Supply .* can sign in only/).waitFor();
    await confirm.getByRole('button', { name: 'Save and turn on' }).click();
    await expect.poll(() => admin.locator('dialog[open]').count()).toBe(0);
    await admin.locator('tbody tr').filter({ hasText: 'e2e: tomorrow only' }).waitFor();
    await admin.screenshot({ path: `${shots}admin-security-login-limit.png` });

    const refused = await login('S001', 'supplier');
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toMatch(/not allowed at this time/);

    await admin
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await dialog(admin).getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => admin.locator('tbody tr', { hasText: 'e2e: tomorrow only' }).count())
      .toBe(0);
    expect((await login('S001', 'supplier')).result).toBe(0);
  });
});

describe('lock screen and SMS validation (product.md §2.5 /safety/lockScreen, /safety/sms)', () => {
  it('the lock window reaches the next sign-in; SMS validation then asks for a code', async () => {
    await admin.goto('/safety/lockScreen');
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), 'O001', 'Blue Sky Travel');
    await admin.getByLabel('Lock screen on').check();
    await admin.getByLabel('Lock after idle (minutes)').fill('0');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Enter a whole number from 1 to 1440').waitFor();
    await admin.getByLabel('Lock after idle (minutes)').fill('20');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'applies from the next sign-in').waitFor();
    await admin.screenshot({ path: `${shots}admin-security-lock-screen.png` });
    const signedIn = await login('O001', 'agent');
    expect((signedIn.retVal as { lockScreenMinutes?: number | null }).lockScreenMinutes).toBe(20);
    await admin.getByLabel('Lock screen on').uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          ((await login('O001', 'agent')).retVal as { lockScreenMinutes?: unknown })
            .lockScreenMinutes ?? null,
      )
      .toBeNull();

    await admin.goto('/safety/sms');
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), 'O001', 'Blue Sky Travel');
    const sms = admin.getByRole('switch', { name: 'SMS verification on' });
    await sms.click();
    await expect.poll(() => sms.getAttribute('aria-checked')).toBe('true');
    expect((await login('O001', 'agent')).result).not.toBe(0);
    await sms.click();
    await expect.poll(() => sms.getAttribute('aria-checked')).toBe('false');
    expect((await login('O001', 'agent')).result).toBe(0);
  });
});

describe('login logs (product.md §2.5 /login-log)', () => {
  it('the all-units log lists the refused and admitted attempts, filtered by unit, user and state', async () => {
    await admin.goto('/login-log/admin-login-log');
    await admin.getByRole('heading', { name: 'Login log (all units)' }).waitFor();
    await admin.getByLabel('Unit code').fill('S001');
    await admin.getByLabel('User code').fill('supplier');
    await admin.getByLabel('Login state').selectOption('failure');
    await admin.getByRole('button', { name: 'Query' }).click();
    await expect
      .poll(async () => [
        ...new Set(await admin.locator('tbody tr td:nth-child(5)').allTextContents()),
      ])
      .toEqual(['Failure']);
    expect(await admin.locator('tbody tr td:nth-child(1)').first().textContent()).toBe('S001');
    await admin.getByText(/\d+ successful, \d+ failed/).waitFor();
    await admin.screenshot({ path: `${shots}admin-security-login-log.png` });

    await admin.getByLabel('Unit code').fill('O001');
    await admin.getByLabel('User code').fill('agent');
    await admin.getByLabel('Login state').selectOption('');
    await admin.getByRole('button', { name: 'Query' }).click();
    await expect
      .poll(async () => new Set(await admin.locator('tbody tr td:nth-child(5)').allTextContents()))
      .toEqual(new Set(['Success', 'Failure']));
  });
});

describe('current-unit login log (product.md §2.5 /login-log/login-log)', () => {
  it("lists only the session unit's attempts, without a unit filter", async () => {
    await admin.goto('/login-log/login-log');
    await admin.getByRole('heading', { name: 'Login log', exact: true }).waitFor();
    await expect.poll(() => admin.getByLabel('Unit code').count()).toBe(0);
    await admin.getByLabel('Login state').selectOption('success');
    await admin.getByRole('button', { name: 'Query' }).click();
    await expect
      .poll(async () => [
        ...new Set(await admin.locator('tbody tr td:nth-child(1)').allTextContents()),
      ])
      .toEqual(['PLATFORM']);
  });
});

describe('parameters (product.md §2.5 /config/parameter-config, §5)', () => {
  it('saves a password strategy checked by the shared rule, and the password modal shows it at once', async () => {
    await admin.goto('/config/parameter-config');
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), 'O001', 'Blue Sky Travel');
    await admin.getByTestId('current-strategy').waitFor();
    await admin.getByLabel('Minimum length').fill('5');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('alert').filter({ hasText: /6/ }).first().waitFor();
    await admin.getByLabel('capital letters', { exact: true }).check();
    await admin.getByLabel('Minimum length').fill('10');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => admin.getByTestId('current-strategy').textContent())
      .toMatch(/minimum length is 10/);
    await admin.screenshot({ path: `${shots}admin-security-parameters.png` });

    const agent = await signedIn('O001', 'agent');
    await agent.goto('/blank');
    await agent.getByRole('button', { name: 'Update password', exact: true }).click();
    const modal = agent.getByRole('dialog', { name: 'Change password' });
    await modal.getByText(/minimum length is 10/).waitFor();
    await agent.screenshot({ path: `${shots}admin-security-password-modal.png` });
    await agent.context().close();
  });

  // The domain and project config screens have their own flows in admin-config.e2e.ts.
  it('the domain page lists the host records and the project config page opens', async () => {
    await admin.goto('/config/domain-list');
    await admin.getByRole('link', { name: 'Open the login page of harbour.localhost' }).waitFor();
    await admin.screenshot({ path: `${shots}admin-security-domains.png` });
    await admin.goto('/config/project-config');
    await admin.getByRole('heading', { name: 'Project configuration' }).waitFor();
  });
});
