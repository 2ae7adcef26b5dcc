/** /sso-logout: the rules (product.md §2.2–2.4) always leave this page; nothing renders. */
export function SsoLogoutRoute() {
  return null;
}
