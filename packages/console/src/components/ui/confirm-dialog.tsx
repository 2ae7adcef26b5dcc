import { useT } from '../../lib/use-t';
import { Button } from './button';
import { Dialog, DIALOG_WIDTH } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  /** The confirmed work is running: the button spins, cancel stays possible. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that cannot be taken back (delete, disable). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger = false,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      title={title}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-slate-600">{message}</p>
    </Dialog>
  );
}
