import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';

/**
 * The add/edit dialog frame of the admin screens: title, a form (no browser validation: the SDK
 * schema checks), and a footer with Cancel and Save, Save tied to the form by `id` since the
 * footer sits outside it (a generated id unless one is given). `onSubmit` runs on Save or Enter; it
 * validates, then mutates.
 */
export function FormDialog({
  id,
  title,
  saving,
  onSubmit,
  onClose,
  children,
  width = MODAL_WIDTH.form,
  formClassName = 'flex flex-col gap-3',
}: {
  id?: string;
  title: string;
  /** The save runs: Save spins and ignores clicks. */
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  formClassName?: string;
}) {
  const generated = useId();
  const formId = id ?? generated;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      title={title}
      width={width}
      onClose={onClose}
      footer={<SaveCancelFooter form={formId} saving={saving} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={submit} className={formClassName || undefined} noValidate>
        {children}
      </form>
    </Modal>
  );
}

/**
 * The footer of an admin dialog that saves: Cancel, then Save (spinning while `saving`). Save
 * submits the form `form` names, or runs `onSave`; `note` sits at the left (e.g. "3 chosen").
 */
export function SaveCancelFooter({
  onCancel,
  saving,
  form,
  onSave,
  disabled,
  note,
}: {
  onCancel: () => void;
  saving: boolean;
  form?: string;
  onSave?: () => void;
  disabled?: boolean;
  note?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {note && <span className="mr-auto text-xs text-slate-500">{note}</span>}
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        variant="primary"
        loading={saving}
        disabled={disabled}
        onClick={onSave}
      >
        {t('common.save')}
      </Button>
    </>
  );
}

/** The Save of a form laid out on a page (not in a dialog): submits it, spinning while `saving`. */
export function SaveButton({ saving }: { saving: boolean }) {
  const t = useT();
  return (
    <div>
      <Button type="submit" variant="primary" loading={saving}>
        {t('common.save')}
      </Button>
    </div>
  );
}
