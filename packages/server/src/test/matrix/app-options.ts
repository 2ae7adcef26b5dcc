/**
 * The app the matrix runs against: with the OpenID Connect provider on, so that its client
 * settings calls are mounted like every other declared call (nothing here calls the provider).
 * A module of its own: the admin test kit uses it, and the matrix context uses the kit.
 */
export const MATRIX_APP_OPTIONS = { oidc: { issuer: 'http://127.0.0.1:9/oidc' } };
