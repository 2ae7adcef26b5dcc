import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-client';
import { byText, cleanup, click, render, waitFor } from '../../testing/render';
import { PorticoRoot } from '../../ui/portico-root';
import { PasskeyEnrolment } from './passkey-enrolment';
import { checkPasskeyName } from './passkey-name-field';
import { PasskeySection } from './passkey-section';
import { registerSignInSecurityTexts } from './sign-in-security-texts';

afterEach(cleanup);
// The enrolment's texts come with the sign-in page's chunk.
registerSignInSecurityTexts();

/**
 * A passkey is named by the same field wherever it is made or renamed (the guide "Passkeys"): the
 * Sign-in security dialog and the enrolment a sign-in is held for. The hub takes 1–64 characters,
 * trimmed; a blank name is refused in the page and nothing is sent.
 */

const KEY = {
  id: 'pk-1',
  name: 'Desk key',
  transports: ['internal'],
  deviceType: 'singleDevice',
  createdAt: '2026-01-01T08:00:00.000Z',
  lastUsedAt: null,
};

/** Answers the passkey list with one key and records every other call. */
function setup(element: React.ReactElement) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input), 'http://hub.test').pathname.replace(/^\/uc/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (method !== 'GET') calls.push({ method, path, body });
    const retVal = path === '/self/mfa/passkeys' ? [KEY] : method === 'POST' ? KEY : null;
    return new Response(JSON.stringify({ result: 0, msg: 'ok', retVal }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const root = render(<PorticoRoot client={createFakeClient({ fetch })}>{element}</PorticoRoot>);
  return { root, calls };
}

async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const nameField = (root: ParentNode) =>
  root.querySelector<HTMLInputElement>('input[name="passkey-name"]')!;

function expectTheOneField(input: HTMLInputElement) {
  expect(input.labels?.[0]?.textContent).toBe('Name');
  expect(input.maxLength).toBe(64);
  expect(input.type).toBe('text');
  expect(input.autocomplete).toBe('off');
  expect(input.placeholder).toBe('e.g. Work laptop');
}

describe('checkPasskeyName', () => {
  it('sends the name trimmed and refuses a blank one', () => {
    expect(checkPasskeyName('  Work laptop ')).toEqual({ name: 'Work laptop' });
    expect(checkPasskeyName('   ')).toEqual({ error: 'passkey.nameRequired' });
    expect(checkPasskeyName('')).toEqual({ error: 'passkey.nameRequired' });
  });
});

describe('one passkey-name field', () => {
  it('at the enrolment a sign-in is held for: offered name, blank refused, nothing sent', async () => {
    const { root, calls } = setup(<PasskeyEnrolment mfaToken="t-1" onSignedIn={() => undefined} />);
    const input = await waitFor(() => nameField(root) ?? Promise.reject(new Error('no field')));
    expectTheOneField(input);
    expect(input.value).toBe('Sign-in passkey');

    await type(input, '   ');
    await click(byText(root, 'Create'));
    await waitFor(() => expect(root.textContent).toContain('Enter a name'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('in the Sign-in security dialog: the same field renames, trimmed, and refuses a blank name', async () => {
    const { root, calls } = setup(<PasskeySection status={null} refresh={() => undefined} />);
    await waitFor(() => expect(root.querySelector('[data-passkey="Desk key"]')).not.toBeNull());
    await click(byText(root, 'Rename'));
    const input = nameField(root);
    expectTheOneField(input);
    expect(input.value).toBe('Desk key');

    await type(input, ' ');
    await click(byText(root, 'Save'));
    await waitFor(() => expect(root.textContent).toContain('Enter a name'));
    expect(calls).toEqual([]);

    await type(input, '  Front desk key  ');
    await click(byText(root, 'Save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    // A PUT to the user centre travels as POST.
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/self/mfa/passkey/pk-1',
      body: { name: 'Front desk key' },
    });
  });
});
