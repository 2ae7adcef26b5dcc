export { OidcClientDialog, oidcClientColumn } from './components/oidc-client-dialog';
export { UpstreamIdpLink } from './components/upstream-idp-link';
export { UpstreamIdpPage } from './components/upstream-idp-page';
