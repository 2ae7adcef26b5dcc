import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../core/storage';
import {
  codeChallengeOf,
  pendingLinksLanguage,
  pendingState,
  startSignIn,
  takeVerifier,
} from './sign-in-binding';

/**
 * The state and verifier of a sign-in (docs/concepts/security.md "The hand-off to an app"): made
 * fresh per sign-in, kept per app code, good once, and the challenge is RFC 7636's S256.
 */
describe('sign-in binding', () => {
  it('keeps a fresh state and verifier per app code and sends the state and the S256 challenge', async () => {
    const storage = createMemoryStorage();
    const url = new URL(await startSignIn('https://hub.test/sso?appCode=GC', 'GC', storage));
    const state = url.searchParams.get('ssoState');
    expect(pendingState('GC', storage)).toBe(state);
    expect(pendingState('OTHER', storage)).toBeNull();
    const { verifier } = JSON.parse(storage.getItem('portico.sso.pending.GC') ?? '{}');
    // S256 as the server computes it (node:crypto).
    const sample = 'dBjftJeZ4CVP-mJ92K9qsnv8Hdm8JGUf31vBWDPdYmw';
    await expect(codeChallengeOf(sample)).resolves.toBe(
      createHash('sha256').update(sample).digest('base64url'),
    );
    expect(url.searchParams.get('codeChallenge')).toBe(await codeChallengeOf(verifier));
    expect(url.searchParams.get('appCode')).toBe('GC');
  });

  it('answers the verifier once, and only for the state it issued', async () => {
    const storage = createMemoryStorage();
    const state = new URL(
      await startSignIn('https://hub.test/sso', 'GC', storage),
    ).searchParams.get('ssoState');
    expect(takeVerifier('GC', 'guessed', storage)).toBeNull();
    // A wrong state ends the pending sign-in too: the right one cannot follow it.
    expect(takeVerifier('GC', state, storage)).toBeNull();
    await startSignIn('https://hub.test/sso', 'GC', storage);
    const again = pendingState('GC', storage);
    expect(takeVerifier('GC', again, storage)).toMatch(/^[\w-]{43}$/);
    expect(takeVerifier('GC', again, storage)).toBeNull();
    expect(takeVerifier('GC', null, storage)).toBeNull();
  });

  it("remembers whether the address the hub returns to names its own language (a link's, which locks)", async () => {
    const storage = createMemoryStorage();
    const back = encodeURIComponent('https://gc.test/?language=en-US');
    await startSignIn(`https://hub.test/sso?appCode=GC&redirect=${back}`, 'GC', storage);
    expect(pendingLinksLanguage('GC', storage)).toBe(true);
    await startSignIn(
      `https://hub.test/sso?appCode=GC&redirect=https%3A%2F%2Fgc.test%2F`,
      'GC',
      storage,
    );
    expect(pendingLinksLanguage('GC', storage)).toBe(false);
  });

  it('sends nothing to bind where nothing can be kept (storage blocked)', async () => {
    const url = await startSignIn('https://hub.test/sso?appCode=GC', 'GC', null);
    expect(url).toBe('https://hub.test/sso?appCode=GC');
    expect(pendingState('GC', null)).toBeNull();
    expect(takeVerifier('GC', 'x', null)).toBeNull();
  });
});
