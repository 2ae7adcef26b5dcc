import { defineMessages } from '../define-messages';

/**
 * The console's OpenID Connect screens (server README "OpenID Connect", "Upstream identity
 * providers"): an application's client settings and a unit's corporate identity provider.
 */
export const oidc = defineMessages({
  'zh-CN': {
    'oidc.upstream.title': '企业账号登录',
  },
  'en-US': {
    'oidc.upstream.title': 'Corporate sign-in',
  },
});
