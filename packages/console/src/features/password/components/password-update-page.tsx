import {
  formatMessage,
  passwordStrategyMessage,
  USER_CENTER_APP_CODE,
  type MessageRef,
} from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, PasswordForm } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { paths } from '../../../config/paths';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { passwordStrategyQueryOptions, useUpdatePassword } from '../api/password';
import { handOffBack, leaveForApp } from '../../hub-actions';

/** product.md §4: after a change a message shows and the user is logged out 3 s later. */
export const LOGOUT_AFTER_CHANGE_S = 3;

/**
 * /password/update (product.md §2.5): the change-password form as a page. The unit's
 * PASSWORD_STRATEGY (or the user-centre rule in the UC app) is listed and ticked off while the
 * user types, in the elements' password form (the modal's own); the SDK's validators decide on
 * submit; after the change the page counts 3 s down and signs out, as the modal does.
 */
export function PasswordUpdatePage() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const info = portico.session.info.value;
  const userCentre = portico.appCode.value === USER_CENTER_APP_CODE;
  const strategy = useQuery({
    ...passwordStrategyQueryOptions(info?.unitCode ?? ''),
    enabled: !userCentre && !!info,
  });
  const update = useUpdatePassword();
  const [countdown, setCountdown] = useState<number | null>(null);
  const formId = useId();
  const rule = userCentre ? { userCentre: true } : { strategy: strategy.data };
  const tr = (ref: MessageRef) => formatMessage(ref, t);

  // Opened by another app (`/sso?action=password`): after the message, back to that app's
  // hand-off, where the hub asks for the new password and sends the browser back signed in.
  const back = handOffBack(window.location.search);
  const changed = () => {
    setCountdown(LOGOUT_AFTER_CHANGE_S);
    if (back) leaveForApp(back, () => portico.logout(), LOGOUT_AFTER_CHANGE_S * 1000);
  };

  useEffect(() => {
    if (countdown === null) return;
    if (back && countdown <= 0) return;
    if (countdown <= 0) {
      void navigate(paths.logout, { replace: true });
      return;
    }
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [back, countdown, navigate]);

  const policy = userCentre
    ? t('validation.password.userCentre')
    : strategy.data
      ? tr(passwordStrategyMessage(strategy.data))
      : t('common.loading');

  return (
    <AdminPage
      title={t('route.password.update')}
      subtitle={
        info
          ? t('passwordPage.account', { userCode: info.userCode, unitName: info.unitName })
          : null
      }
    >
      <Panel label={t('route.password.update')} className="max-w-lg">
        <p className="mb-3 text-xs text-slate-600">{t('passwordPage.subtitle')}</p>
        {countdown !== null ? (
          <p
            role="status"
            data-testid="password-changed"
            className="rounded border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-800"
          >
            {t('session.passwordChanged', { seconds: countdown })}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <PasswordForm
              id={formId}
              rule={rule}
              policy={t('passwordPage.policy', { policy })}
              failure={update.isError ? update.error.message : null}
              onSubmit={(form) =>
                update.mutate(
                  { oldPassword: form.passwdOld, newPassword: form.passwd },
                  { onSuccess: changed },
                )
              }
            />
            <div>
              <Button type="submit" form={formId} variant="primary" loading={update.isPending}>
                {t('password.change.submit')}
              </Button>
            </div>
          </div>
        )}
      </Panel>
    </AdminPage>
  );
}
