import { getDefaultPortico } from '@portico/sdk';
import { describe, expect, it, vi } from 'vitest';
import { loadMessaging } from '../messaging/shared-messaging';
import { liveEnabled } from './live-setting';
import { configure, porticoConfig, resolveClient } from './portico-config';

describe('Portico.configure (script-tag pages)', () => {
  it('makes a new shared client every element follows, and stops the old one’s messaging', async () => {
    const before = resolveClient({});
    const messaging = await loadMessaging(before);
    const dispose = vi.spyOn(messaging, 'dispose');

    const client = configure({
      appCode: 'FRONTDESK',
      locale: 'en-US',
      apiBase: 'https://uc.example.com/',
    });
    expect(resolveClient({})).toBe(client);
    expect(getDefaultPortico()).toBe(client);
    expect(client.appCode.value).toBe('FRONTDESK');
    expect(client.i18n.locale.value).toBe('en-US');
    expect(porticoConfig()).toMatchObject({
      appCode: 'FRONTDESK',
      apiBase: 'https://uc.example.com/',
    });
    await vi.waitFor(() => expect(dispose).toHaveBeenCalledOnce());
    expect(await loadMessaging(before)).not.toBe(messaging);
  });

  it('an element client property wins; api-base / app-code attributes get one client per pair', () => {
    const own = configure({});
    const given = configure({});
    expect(resolveClient({ client: own })).toBe(own);
    const a = resolveClient({ appCode: 'GC' });
    expect(resolveClient({ appCode: 'GC' })).toBe(a);
    expect(a.appCode.value).toBe('GC');
    expect(resolveClient({ appCode: 'OPS' })).not.toBe(a);
    expect(resolveClient({})).toBe(given);
  });

  it('`live: false` turns live push off, `live: true` on (README "Configure a script-tag page")', () => {
    expect(liveEnabled()).toBe(true);
    configure({ live: false });
    expect(liveEnabled()).toBe(false);
    // Settings add up: configuring something else keeps live push off.
    configure({ appCode: 'GC' });
    expect(liveEnabled()).toBe(false);
    configure({ live: true });
    expect(liveEnabled()).toBe(true);
  });
});
