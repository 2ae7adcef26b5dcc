import { describe, expect, it, vi } from 'vitest';

describe('the SDK core registers the texts it shows itself (DESIGN.md "Messages")', () => {
  it('a client created without registerAllMessages still speaks its errors and login rules', async () => {
    // Fresh modules: the registry starts empty, as in a child app that only imports createPortico.
    vi.resetModules();
    const registry = await import('../i18n/registry');
    expect(registry.lookupMessage('en-US', 'error.network')).toBeUndefined();

    const { createPortico } = await import('./create-portico');
    const { createMemoryStorage } = await import('../core/storage');
    const { createMemoryTokenStore } = await import('../session/token-store');
    const portico = createPortico({
      storage: createMemoryStorage(),
      tokenStore: createMemoryTokenStore(),
      locale: 'en-US',
    });
    expect(portico.i18n.t('error.network')).toBe('network request error');
    await expect(portico.login({ unitCode: '', userCode: 'a', password: 'b' })).rejects.toThrow(
      "Unit code can't be empty",
    );
    // Areas shown by screens (the session states of the password dialog, the apps page) are
    // registered by those screens; unregistered, a key shows as itself rather than a blank.
    expect(portico.i18n.t('session.forcedPassword.firstLogin')).toBe(
      'session.forcedPassword.firstLogin',
    );
    expect(portico.i18n.t('apps.title')).toBe('apps.title');
  });
});
