import { Button } from '@portico/elements/ui';
import { useState } from 'react';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/use-t';
import { useResetMfa } from '../api/reset-mfa';

/** "Reset second factors" of the user dialog: asks first, then the call. */
export function ResetMfaButton({ user }: { user: { id: string; userCode: string } }) {
  const t = useT();
  const toasts = useMutationToasts();
  const reset = useResetMfa();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('users.mfa.reset')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('users.mfa.resetTitle', { code: user.userCode })}
          message={t('users.mfa.resetBody')}
          confirmLabel={t('users.mfa.reset')}
          danger
          loading={reset.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            reset.mutate(
              user.id,
              toasts.done(
                () => setAsking(false),
                t('users.mfa.resetDone', { code: user.userCode }),
              ),
            )
          }
        />
      )}
    </>
  );
}
