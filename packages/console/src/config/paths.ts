/** Console routes (product.md §2.5). */
export const paths = {
  root: '/',
  login: '/login',
  apps: '/apps',
  sso: '/sso',
  logout: '/logout',
} as const;
