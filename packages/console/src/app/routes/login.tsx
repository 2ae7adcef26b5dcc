import { LoginPanel } from '../../features/auth/components/login-panel';
import { useDomainRecord } from '../../features/branding/api/get-domain-record';
import { LoginThemeLayout } from '../../features/branding/components/login-theme-layout';
import { resolveLoginTheme } from '../../features/branding/themes';

/**
 * /login (product.md §2.5, §2.6) in the look of this host's domain record, or the default look
 * when there is none or the lookup fails (api-contract.md §8). With a token the sso rules have
 * already sent the user on (product.md §2.2, §2.3).
 */
export function LoginRoute() {
  const domain = useDomainRecord(location.hostname);
  // A moment of plain page rather than one brand flashing into another.
  if (domain.isPending) return <main aria-busy="true" className="min-h-full bg-slate-100" />;
  const theme = resolveLoginTheme(domain.data, location.origin);
  return (
    <LoginThemeLayout theme={theme}>
      <LoginPanel titleClassName={theme.headingFont === 'serif' ? 'font-serif font-normal' : ''} />
    </LoginThemeLayout>
  );
}
