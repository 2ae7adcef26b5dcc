import type { PublishedMessage } from '@portico/sdk/contract';
import { MODAL_WIDTH } from '@portico/elements/ui';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useUpdateMessage } from '../api/messages';
import { editRequest, toLocalInput, type EditDraft } from '../edit-form';
import { BodyField, LevelField, TimeField, TitleField, useFieldError } from './message-fields';

/**
 * Edits a published or scheduled message: title, body, level and expiry, and the send time
 * while it is scheduled. Open clients get the change live.
 */
export function EditMessageDialog({
  message,
  onClose,
}: {
  message: PublishedMessage;
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateMessage();
  const scheduled = message.status === 'scheduled';
  const [draft, setDraft] = useState<EditDraft>({
    title: message.messageTitle,
    body: message.messageText,
    level: message.messageLevel === 'SERIOUS' ? 'SERIOUS' : 'INFO',
    publishAt: scheduled ? toLocalInput(message.publishAt) : '',
    expiresAt: message.expiresAt ? toLocalInput(message.expiresAt) : '',
  });
  const [error, setError] = useState<string | null>(null);
  const fieldError = useFieldError();
  const set = <K extends keyof EditDraft>(key: K, value: EditDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <FormDialog
      title={t('announce.edit.title')}
      width={MODAL_WIDTH.detail}
      saving={update.isPending}
      onClose={onClose}
      onSubmit={() => {
        const request = editRequest(draft, scheduled, new Date());
        if ('error' in request) {
          setError(fieldError({ key: request.error, max: request.max }));
          return;
        }
        setError(null);
        update.mutate(
          { messageId: message.messageId, ...request },
          {
            onSuccess: () => {
              notify(t('announce.saved'), 'success');
              onClose();
            },
            onError: (failure) => notify(failure.message, 'error'),
          },
        );
      }}
    >
      <TitleField value={draft.title} onChange={(title) => set('title', title)} />
      <LevelField value={draft.level} onChange={(level) => set('level', level)} />
      <BodyField value={draft.body} onChange={(html) => set('body', html)} />
      <div className="grid grid-cols-2 gap-3">
        {scheduled && (
          <TimeField
            name="publishAt"
            value={draft.publishAt}
            onChange={(value) => set('publishAt', value)}
          />
        )}
        <TimeField
          name="expiresAt"
          value={draft.expiresAt}
          onChange={(value) => set('expiresAt', value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-[11px] text-red-600">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
