import { LoginLogPage } from '../../../features/login-logs/components/login-log-page';

/** /login-log/admin-login-log: every unit's log (product.md §2.5). */
export function AdminLoginLogRoute() {
  return <LoginLogPage scope="all" />;
}

/** /login-log/login-log: the current unit's log. */
export function UnitLoginLogRoute() {
  return <LoginLogPage scope="unit" />;
}
