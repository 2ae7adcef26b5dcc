import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { recoveryFrom, type RecoveryState } from '../../../features/auth/recovery-fields';
import { useT } from '../../../lib/use-t';
import { StandaloneLayout } from './standalone-layout';

/**
 * /unsubscribeEmailHtml: password reset (product.md §2.5). The forgot-password dialog brings the
 * unit, account, e-mail and code in the history state; a link may bring them in the query,
 * which is then moved into the state so that the code does not stay in the address bar.
 */
export function UnsubscribeEmailRoute() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() =>
    recoveryFrom(location.state, new URLSearchParams(location.search)),
  );

  useEffect(() => {
    if (!location.search) return;
    const state: RecoveryState = { recovery: initial };
    navigate(location.pathname, { replace: true, state });
  }, [initial, location.pathname, location.search, navigate]);

  return (
    <StandaloneLayout title={t('page.resetPassword')}>
      <ResetPasswordForm initial={initial} />
    </StandaloneLayout>
  );
}
