import { LoginRoute } from './login';

/** /sso (application code SSO): the hub's sign-in page (product.md §2.2, §2.5). */
export function SsoRoute() {
  return <LoginRoute />;
}
