import { Button } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';

/** Cancel and a primary action named for what it does (Move, Confirm…): a chooser's footer. */
export function ConfirmFooter({
  label,
  onConfirm,
  onCancel,
  disabled,
  busy,
}: {
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button variant="primary" disabled={disabled} loading={busy} onClick={onConfirm}>
        {label}
      </Button>
    </>
  );
}
