import { Button, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';

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
    <Modal
      title={title}
      width={MODAL_WIDTH.form}
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
    </Modal>
  );
}
