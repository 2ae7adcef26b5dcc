import { Button } from '@portico/elements/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { adminHref } from '../../../components/admin/admin-paths';
import { ChoiceSelect, Field, TextInput } from '../../../components/ui/form-controls';
import { useDebounced } from '../../../components/ui/use-debounced';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { usePublish, useReach } from '../api/messages';
import {
  audienceRequest,
  BLANK_DRAFT,
  MESSAGE_KINDS,
  publishRequest,
  timeZoneLabel,
  validateDraft,
  type ComposeDraft,
  type ComposeErrors,
  type ComposeField,
} from '../compose-form';
import { AudiencePicker } from './audience-picker';
import { MessagePreview } from './message-preview';
import { BodyField, LevelField, TimeField, TitleField, useFieldError } from './message-fields';

/**
 * /message/publish: compose a message (title, body, level, type, link), choose its audience from
 * the directory with the number of people it reaches, send it now or at a time (the browser's
 * time zone shown) with an optional expiry, and see it as its recipients will, in both locales.
 */
export function ComposePage() {
  const t = useT();
  const [draft, setDraft] = useState<ComposeDraft>(BLANK_DRAFT);
  // After a refused send the rules follow every change, so a fixed field loses its message.
  const [tried, setTried] = useState(false);
  const publish = usePublish();
  const set = <K extends keyof ComposeDraft>(key: K, value: ComposeDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const audience = useDebounced(draft.audience, 300);
  const reachInput = useMemo(
    () => (audience.length ? audienceRequest(audience) : null),
    [audience],
  );
  const reach = useReach(reachInput);
  const zone = timeZoneLabel(new Date());
  const shown: ComposeErrors = tried ? validateDraft(draft, new Date()) : {};
  const fieldError = useFieldError();
  const error = (field: ComposeField) => fieldError(shown[field]);

  const send = () => {
    const errors = validateDraft(draft, new Date());
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    publish.mutate(publishRequest(draft), {
      onSuccess: (result) => {
        notify(
          draft.when === 'at'
            ? t('announce.scheduledFor', { time: new Date(draft.publishAt).toLocaleString() })
            : t('announce.sent', { count: result.recipients }),
          'success',
        );
        setDraft(BLANK_DRAFT);
        setTried(false);
      },
      onError: (failure) => notify(failure.message, 'error'),
    });
  };

  return (
    <AdminPage
      title={t('route.message.publish')}
      actions={
        <Link
          className="text-xs text-brand-700 hover:underline"
          to={adminHref('/message/published')}
        >
          {t('route.message.published')}
        </Link>
      }
    >
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          noValidate
          className="flex min-w-0 flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Panel className="flex flex-col gap-3">
            <TitleField
              value={draft.title}
              onChange={(title) => set('title', title)}
              error={error('title')}
            />
            <div className="grid grid-cols-2 gap-3">
              <LevelField value={draft.level} onChange={(level) => set('level', level)} />
              <Field label={t('announce.field.kind')}>
                <ChoiceSelect
                  name="messageKind"
                  values={MESSAGE_KINDS}
                  labelOf={(kind) => t(`announce.kind.${kind}`)}
                  value={draft.kind}
                  onChange={(kind) => set('kind', kind)}
                />
              </Field>
            </div>
            <BodyField
              value={draft.body}
              onChange={(html) => set('body', html)}
              error={error('body')}
            />
            <Field
              label={t('announce.field.link')}
              hint={t('announce.link.hint')}
              error={error('link')}
            >
              <TextInput
                name="link"
                type="url"
                placeholder="https://"
                value={draft.link}
                onChange={(e) => set('link', e.target.value)}
              />
            </Field>
          </Panel>

          <Panel label={t('announce.audience')} className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold text-slate-800">
              <span aria-hidden="true" className="mr-0.5 text-red-500">
                *
              </span>
              {t('announce.audience')}
            </h2>
            <AudiencePicker
              value={draft.audience}
              onChange={(entries) => set('audience', entries)}
              errorId="audience-error"
              footer={
                <>
                  {reachInput && (
                    <p
                      role="status"
                      data-testid="reach"
                      className="text-xs font-medium text-slate-800"
                    >
                      {reach.data
                        ? t('announce.audience.reach', { count: reach.data.recipients })
                        : t('announce.audience.counting')}
                    </p>
                  )}
                  {error('audience') && (
                    <p id="audience-error" role="alert" className="text-[11px] text-red-600">
                      {error('audience')}
                    </p>
                  )}
                </>
              }
            />
          </Panel>

          <Panel label={t('announce.when')} className="flex flex-col gap-2">
            <fieldset className="flex items-center gap-4 text-xs">
              <legend className="mb-1 text-sm font-semibold text-slate-800">
                {t('announce.when')}
              </legend>
              {(['now', 'at'] as const).map((when) => (
                <label key={when} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="when"
                    value={when}
                    checked={draft.when === when}
                    onChange={() => set('when', when)}
                  />
                  {t(`announce.when.${when}`)}
                </label>
              ))}
            </fieldset>
            <div className="grid grid-cols-2 gap-3">
              {draft.when === 'at' && (
                <TimeField
                  name="publishAt"
                  value={draft.publishAt}
                  onChange={(value) => set('publishAt', value)}
                  error={error('publishAt')}
                />
              )}
              <TimeField
                name="expiresAt"
                hint
                value={draft.expiresAt}
                onChange={(value) => set('expiresAt', value)}
                error={error('expiresAt')}
              />
            </div>
            <p className="text-xs text-slate-600" data-testid="time-zone">
              {t('announce.timeZone', { zone })}
            </p>
          </Panel>

          <div className="flex justify-end">
            <Button type="submit" variant="primary" loading={publish.isPending}>
              {t(draft.when === 'at' ? 'announce.schedule' : 'announce.send')}
            </Button>
          </div>
        </form>
        <Panel className="min-w-0 self-start">
          <MessagePreview draft={draft} />
        </Panel>
      </div>
    </AdminPage>
  );
}
