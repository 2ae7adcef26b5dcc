import { LoginLimitsPage } from '../../../features/security/components/login-limits-page';
import { SecurityPage } from '../../../features/security/components/security-page';

/** /safety/ipWhite (product.md §2.5). */
export function IpWhiteRoute() {
  return <SecurityPage section="ipWhite" />;
}

/** /safety/sms. */
export function SmsRoute() {
  return <SecurityPage section="sms" />;
}

/** /safety/lockScreen. */
export function LockScreenRoute() {
  return <SecurityPage section="lockScreen" />;
}

/** /safety/repeatLogin. */
export function RepeatLoginRoute() {
  return <SecurityPage section="repeatLogin" />;
}

/** /login-limit/login-limit-list. */
export function LoginLimitListRoute() {
  return <LoginLimitsPage />;
}
