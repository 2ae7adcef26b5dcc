import { APP_OPEN_STEP_STATUSES, type AppOpenStepStatus, type OpenTaskRow } from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, Select, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useSaveOpenTask } from '../api/openings';

/** Sets an opening step's status (PENDING, DONE, FAILED) and its remark. */
export function TaskDialog({ task, onClose }: { task: OpenTaskRow; onClose: () => void }) {
  const t = useT();
  const save = useSaveOpenTask();
  const [status, setStatus] = useState<AppOpenStepStatus>(task.status);
  const [remark, setRemark] = useState(task.remark ?? '');
  const tooLong = remark.trim().length > 500;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    save.mutate(
      { id: task.id, status, remark: remark.trim() || null },
      {
        onSuccess: () => {
          notify(t('applications.tasks.saved', { name: task.name }), 'success');
          onClose();
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };

  return (
    <Dialog
      title={t('applications.tasks.editTitle', { name: task.name })}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="open-task-form" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="open-task-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <p className="text-xs text-slate-600">
          {t('applications.tasks.about', {
            unit: `${task.unitName} (${task.unitCode})`,
            app: task.appName,
            step: task.step,
          })}
        </p>
        <Field label={t('applications.tasks.status')} required>
          <Select
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value as AppOpenStepStatus)}
            options={APP_OPEN_STEP_STATUSES.map((value) => ({
              value,
              label: t(`applications.tasks.status.${value}`),
            }))}
          />
        </Field>
        <Field
          label={t('applications.tasks.remark')}
          error={tooLong ? t('applications.form.tooLong') : null}
        >
          <TextInput
            name="remark"
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
