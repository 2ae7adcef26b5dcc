import { describe, expect, it } from 'vitest';
import { checkClientForm, checkIdpForm, clientFormOf, idpFormOf } from './oidc-forms';

const UNIT = '7f1d6a3e-8c2b-4e4a-9f0d-2b6c1a5e9d10';

describe('the OIDC client form (server README "OpenID Connect": addresses and scopes)', () => {
  it('sends one address per line, the scopes in order, an empty back-channel as null', () => {
    const checked = checkClientForm('GC', {
      ...clientFormOf(null),
      redirectUris: ' https://a.example/cb \n\nhttp://localhost:5173/cb',
      scopes: ['portico', 'openid'],
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        appCode: 'GC',
        public: false,
        redirectUris: ['https://a.example/cb', 'http://localhost:5173/cb'],
        postLogoutRedirectUris: [],
        scopes: ['openid', 'portico'],
        backchannelLogoutUri: null,
      },
    });
  });

  it('names each field that breaks a rule', () => {
    const checked = checkClientForm('GC', {
      ...clientFormOf(null),
      redirectUris: 'http://evil.example/cb',
      postLogoutRedirectUris: 'https://a.example/#x',
      scopes: ['profile'],
      backchannelLogoutUri: 'javascript:alert(1)',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        redirectUris: 'oidc.invalid.uris',
        postLogoutRedirectUris: 'oidc.invalid.uris',
        scopes: 'oidc.invalid.scopes',
        backchannelLogoutUri: 'oidc.invalid.uri',
      },
    });
  });
});

describe('the corporate provider form (server README "Upstream identity providers")', () => {
  it('keeps the stored secret when the field is left empty', () => {
    const form = { ...idpFormOf(null), issuer: 'https://idp.example', clientId: 'portico' };
    const checked = checkIdpForm(UNIT, form);
    expect(checked.ok && 'clientSecret' in checked.value).toBe(false);
    const withSecret = checkIdpForm(UNIT, { ...form, clientSecret: 's3cret' });
    expect(withSecret.ok && withSecret.value.clientSecret).toBe('s3cret');
  });

  it('refuses a plain-http issuer, an empty client id and an odd claim name', () => {
    expect(
      checkIdpForm(UNIT, {
        ...idpFormOf(null),
        issuer: 'http://idp.example',
        clientId: ' ',
        userCodeClaim: 'user code',
      }),
    ).toEqual({
      ok: false,
      errors: {
        issuer: 'oidc.invalid.issuer',
        clientId: 'oidc.invalid.clientId',
        userCodeClaim: 'oidc.invalid.claim',
      },
    });
  });
});
