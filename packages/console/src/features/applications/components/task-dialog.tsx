import {
  APP_OPEN_STEP_STATUSES,
  type AppOpenStepStatus,
  type OpenTaskRow,
} from '@portico/sdk/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { ChoiceSelect, Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useSaveOpenTask } from '../api/openings';

/** Sets an opening step's status (PENDING, DONE, FAILED) and its remark. */
export function TaskDialog({ task, onClose }: { task: OpenTaskRow; onClose: () => void }) {
  const t = useT();
  const toasts = useMutationToasts();
  const save = useSaveOpenTask();
  const [status, setStatus] = useState<AppOpenStepStatus>(task.status);
  const [remark, setRemark] = useState(task.remark ?? '');
  const tooLong = remark.trim().length > 500;

  const submit = () => {
    if (tooLong) return;
    save.mutate(
      { id: task.id, status, remark: remark.trim() || null },
      toasts.done(onClose, t('applications.tasks.saved', { name: task.name })),
    );
  };

  return (
    <FormDialog
      title={t('applications.tasks.editTitle', { name: task.name })}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-xs text-slate-600">
        {t('applications.tasks.about', {
          unit: `${task.unitName} (${task.unitCode})`,
          app: task.appName,
          step: task.step,
        })}
      </p>
      <Field label={t('applications.tasks.status')} required>
        <ChoiceSelect
          name="status"
          value={status}
          onChange={setStatus}
          values={APP_OPEN_STEP_STATUSES}
          labelOf={(value) => t(`applications.tasks.status.${value}`)}
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
    </FormDialog>
  );
}
