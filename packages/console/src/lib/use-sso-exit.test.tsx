import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SSO_EXIT_MESSAGE } from '@portico/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { frameOriginsOf, useSsoExit } from './use-sso-exit';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function Listener(props: { origins: readonly string[]; onExit(event: MessageEvent): void }) {
  useSsoExit(props.origins, props.onExit);
  return null;
}

function render(origins: readonly string[], onExit: (event: MessageEvent) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<Listener origins={origins} onExit={onExit} />);
  });
}

const post = (data: unknown, origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

const CHILD = 'http://child.example:8080';

describe('useSsoExit: the hub hears a framed child leave (product.md §2.4 sso-logout?clear)', () => {
  it('calls onExit for SSO_EXIT_MESSAGE from a child origin, given as the frame URL', () => {
    const onExit = vi.fn();
    render([`${CHILD}/examples/child-app/frame/?ssoToken=abc`], onExit);
    post({ ...SSO_EXIT_MESSAGE }, CHILD);
    expect(onExit).toHaveBeenCalledOnce();
    expect(onExit.mock.calls[0]?.[0]).toMatchObject({ origin: CHILD, data: SSO_EXIT_MESSAGE });
  });

  it('ignores the same message from any other origin (DESIGN.md "listeners check event.origin")', () => {
    const onExit = vi.fn();
    render([CHILD], onExit);
    post(SSO_EXIT_MESSAGE, 'http://evil.example');
    post(SSO_EXIT_MESSAGE, 'http://child.example:8081');
    post(SSO_EXIT_MESSAGE, 'null');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('ignores other data from the child origin', () => {
    const onExit = vi.fn();
    render([CHILD], onExit);
    post({ type: SSO_EXIT_MESSAGE.type, result: 'failure' }, CHILD);
    post('portico:sso-exit', CHILD);
    post(null, CHILD);
    expect(onExit).not.toHaveBeenCalled();
  });

  it('calls the latest onExit, and stops listening when unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    render([CHILD], first);
    act(() => root!.render(<Listener origins={[CHILD]} onExit={second} />));
    post(SSO_EXIT_MESSAGE, CHILD);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    act(() => root!.unmount());
    root = undefined;
    post(SSO_EXIT_MESSAGE, CHILD);
    expect(second).toHaveBeenCalledOnce();
  });

  it('follows a change of frame origins', () => {
    const onExit = vi.fn();
    render([CHILD], onExit);
    const other = 'https://other.example';
    act(() => root!.render(<Listener origins={[other]} onExit={onExit} />));
    post(SSO_EXIT_MESSAGE, CHILD);
    expect(onExit).not.toHaveBeenCalled();
    post(SSO_EXIT_MESSAGE, other);
    expect(onExit).toHaveBeenCalledOnce();
  });
});

describe('frameOriginsOf', () => {
  it('reduces URLs to distinct origins, resolving relative ones against the page', () => {
    expect(
      frameOriginsOf(
        ['https://a.example/x?y=1', 'https://a.example/z', '/examples/child-app/', 'http://[bad'],
        'http://hub.example:8080/iframe',
      ),
    ).toEqual(['https://a.example', 'http://hub.example:8080']);
  });

  it('never lists the opaque origin "null" (data: URLs, sandboxed frames)', () => {
    expect(frameOriginsOf(['data:text/html,hi'], 'http://hub.example/')).toEqual([]);
  });
});
