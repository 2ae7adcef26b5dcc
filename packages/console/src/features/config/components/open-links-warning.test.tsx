import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { portico } from '../../../lib/portico';
import { OpenLinksWarning } from './open-links-warning';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(rules: { protocols: string[]; domains: string[]; ports: string[] }) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<OpenLinksWarning rules={rules} />);
  });
  return container.querySelector('[role=alert]');
}

/** An empty outside-link list allows everything (product.md §5): the administrator is warned. */
describe('the warning on the project config while an outside-link list is empty', () => {
  it.each([
    ['en-US', 'the Protocols, Domains, Ports list is empty'],
    ['zh-CN', '协议、域名、端口列表为空'],
  ] as const)('names every empty list in %s', (locale, text) => {
    portico.i18n.setLocale(locale);
    expect(render({ protocols: [], domains: [], ports: [] })?.textContent).toContain(text);
  });

  it('names only the lists that are empty', () => {
    portico.i18n.setLocale('en-US');
    const alert = render({ protocols: ['https'], domains: [], ports: ['443'] });
    expect(alert?.textContent).toContain('the Domains list is empty');
    expect(alert?.textContent).not.toContain('Ports');
  });

  it('is not shown once every list has an entry', () => {
    expect(render({ protocols: ['https'], domains: ['example.com'], ports: ['443'] })).toBeNull();
  });
});
