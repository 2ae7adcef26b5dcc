import { ChoiceSelect, Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { COMPOSE_LEVELS, type ComposeLevel, type FieldError } from '../compose-form';
import { RichTextEditor } from './rich-text-editor';

/**
 * The fields composing and editing share, wired once: their names (which the browser tests and
 * the guide use), labels and limits are the same in both forms.
 */

/** A broken rule as the field shows it. */
export function useFieldError() {
  const t = useT();
  return (error: FieldError | undefined) =>
    error ? t(error.key, error.max !== undefined ? { max: error.max } : undefined) : null;
}

interface FieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  error?: string | null;
}

export function TitleField({ value, onChange, error }: FieldProps<string>) {
  const t = useT();
  return (
    <Field label={t('announce.field.title')} required error={error}>
      {/* Room past the limit, so an over-long title is named rather than silently cut. */}
      <TextInput
        name="messageTitle"
        value={value}
        maxLength={400}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function LevelField({ value, onChange }: FieldProps<ComposeLevel>) {
  const t = useT();
  return (
    <Field label={t('announce.field.level')}>
      <ChoiceSelect
        name="messageLevel"
        values={COMPOSE_LEVELS}
        labelOf={(level) => t(`message.level.${level}`)}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}

export function BodyField({ value, onChange, error }: FieldProps<string>) {
  const t = useT();
  return (
    <Field label={t('announce.field.body')} error={error}>
      <RichTextEditor value={value} onChange={onChange} />
    </Field>
  );
}

/** The send time (`publishAt`) or the expiry (`expiresAt`), in the browser's zone. */
export function TimeField({
  name,
  value,
  onChange,
  error,
  hint,
}: FieldProps<string> & { name: 'publishAt' | 'expiresAt'; hint?: boolean }) {
  const t = useT();
  const publishAt = name === 'publishAt';
  return (
    <Field
      label={t(publishAt ? 'announce.when.time' : 'announce.expiry')}
      required={publishAt}
      hint={hint && !publishAt ? t('announce.expiry.hint') : undefined}
      error={error}
    >
      <TextInput
        name={name}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
