import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-client';
import { cleanup, render, waitFor } from '../../testing/render';
import { PorticoRoot } from '../../ui/portico-root';
import SignedInSessionsDialog from './signed-in-sessions-dialog';
import type { SignedInSession } from './sessions-api';

afterEach(cleanup);

const session = (id: string, current: boolean, browser: string | null): SignedInSession => ({
  id,
  current,
  device: { browser, os: browser ? 'Linux' : null },
  ip: '10.0.0.7',
  firstSeen: '2026-12-01T08:00:00.000Z',
  lastSeen: '2026-12-01T09:30:00.000Z',
  apps: current ? [] : [{ code: 'GC', name: 'Group Centre' }],
});

/** A server of three sign-ins that forgets what the calls end, recording each call. */
function setup() {
  let sessions = [
    session('a', true, 'Chrome 131'),
    session('b', false, 'Firefox 128'),
    session('c', false, null),
  ];
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (method === 'DELETE' && url.searchParams.get('others') === 'true') {
      sessions = sessions.filter((s) => s.current);
    } else if (method === 'DELETE') {
      sessions = sessions.filter((s) => !url.pathname.endsWith(`/${s.id}`));
    }
    const retVal = method === 'GET' ? sessions : null;
    return new Response(JSON.stringify({ result: 0, msg: '', retVal }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  render(
    <PorticoRoot client={createFakeClient({ fetch })}>
      <SignedInSessionsDialog open onOpenChange={() => undefined} />
    </PorticoRoot>,
  );
  return { calls };
}

const rows = () => [...document.querySelectorAll<HTMLElement>('li[data-session]')];
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe("Where you're signed in (elements README, user bar operations)", () => {
  it('shows each sign-in with device, address, times and apps, this one marked without Sign out', async () => {
    setup();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [mine, other, unknown] = rows();
    expect(mine!.textContent).toContain('This device');
    expect(button(mine!, 'Sign out')).toBeUndefined();
    expect(other!.querySelector('[data-device]')!.textContent).toBe('Firefox 128 · Linux');
    expect(other!.textContent).toContain('10.0.0.7');
    expect(other!.textContent).toContain('Group Centre');
    expect(unknown!.querySelector('[data-device]')!.textContent).toBe('Unknown device');
  });

  it('Sign out ends that one; Sign out everywhere else ends the rest', async () => {
    const { calls } = setup();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await act(async () => button(rows()[1]!, 'Sign out').click());
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls).toContain('DELETE /uc/self/sessions/b');
    await act(async () => button(document, 'Sign out everywhere else').click());
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls).toContain('DELETE /uc/self/sessions?others=true');
    expect(button(document, 'Sign out everywhere else').disabled).toBe(true);
  });
});
