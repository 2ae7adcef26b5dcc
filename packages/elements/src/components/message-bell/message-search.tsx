import {
  defaultMessageSearchRange,
  validateMessageSearch,
  type MessageSearchFilters,
} from '@portico/sdk/internal';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { toDateTimeInput } from '../../ui/format';
import { usePortico } from '../../ui/portico-context';

interface Fields {
  readState: '' | 'T' | 'F';
  srcUsercode: string;
  srcUsername: string;
  titleKeyword: string;
  publishStartDate: string;
  publishEndDate: string;
}

/** The default form: no filters, the last 7 days ending at today's end (product.md §5). */
export function defaultFields(now = new Date()): Fields {
  const { start, end } = defaultMessageSearchRange(now);
  return {
    readState: '',
    srcUsercode: '',
    srcUsername: '',
    titleKeyword: '',
    publishStartDate: toDateTimeInput(start),
    publishEndDate: toDateTimeInput(end),
  };
}

export interface MessageSearchProps {
  id: string;
  onSearch: (filters: MessageSearchFilters) => Promise<void>;
  onReset: () => Promise<void>;
}

const inputClass =
  'h-9 w-full rounded-portico border border-portico-border bg-portico-surface px-2.5 text-sm text-portico-text focus-visible:border-portico-primary focus-visible:outline-2 focus-visible:outline-portico-primary';

/**
 * The private tab's search (product.md §2.9): read state, publisher code and name, subject
 * keyword and a date-time range; Enter in any field searches; the rules of product.md §5
 * (a range when filtering, at most 7 days) are checked before any call.
 */
export function MessageSearch({ id, onSearch, onReset }: MessageSearchProps) {
  const { t, tr } = usePortico();
  const [fields, setFields] = useState(defaultFields);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uid = useId();
  const errorId = `${uid}-error`;
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit() {
    const filters: MessageSearchFilters = { ...fields, readState: fields.readState || null };
    const invalid = validateMessageSearch(filters);
    setError(invalid ? tr(invalid) : null);
    if (invalid) return;
    setBusy(true);
    try {
      await onSearch(filters);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    setFields(defaultFields());
    setError(null);
    setBusy(true);
    try {
      await onReset();
    } finally {
      setBusy(false);
    }
  }

  // A select does not submit on Enter by itself.
  const enterSubmits = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      event.preventDefault();
      void submit();
    }
  };

  const field = (label: string, control: ReactNode) => (
    <label part={part('field')} className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-portico-muted">{label}</span>
      {control}
    </label>
  );
  // One end of the publish range; the range's message describes both.
  const timeInput = (key: 'publishStartDate' | 'publishEndDate', label: string) => (
    <input
      type="datetime-local"
      step={1}
      aria-label={label}
      value={fields[key]}
      onChange={set(key)}
      className={inputClass}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );

  return (
    <form
      id={id}
      part={part('search')}
      role="search"
      noValidate
      onKeyDown={enterSubmits}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="mb-3 grid grid-cols-1 gap-3 rounded-portico border border-portico-border bg-portico-subtle p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      {field(
        t('message.search.readState'),
        <select value={fields.readState} onChange={set('readState')} className={inputClass}>
          <option value="">{t('common.all')}</option>
          <option value="F">{t('message.readState.unread')}</option>
          <option value="T">{t('message.readState.read')}</option>
        </select>,
      )}
      {field(
        t('message.search.srcUsercode'),
        <input value={fields.srcUsercode} onChange={set('srcUsercode')} className={inputClass} />,
      )}
      {field(
        t('message.search.srcUsername'),
        <input value={fields.srcUsername} onChange={set('srcUsername')} className={inputClass} />,
      )}
      {field(
        t('message.search.titleKeyword'),
        <input value={fields.titleKeyword} onChange={set('titleKeyword')} className={inputClass} />,
      )}
      <fieldset className="flex min-w-0 flex-col gap-1 sm:col-span-2">
        <legend className="mb-1 text-xs font-medium text-portico-muted">
          {t('message.search.publishRange')}
        </legend>
        <div className="flex items-center gap-2">
          {timeInput('publishStartDate', t('common.startTime'))}
          <span aria-hidden="true" className="text-portico-muted">
            –
          </span>
          {timeInput('publishEndDate', t('common.endTime'))}
        </div>
      </fieldset>
      <div className="flex items-end justify-end gap-2 sm:col-span-2">
        <Button onClick={() => void reset()} disabled={busy}>
          {t('common.reset')}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {t('message.search.query')}
        </Button>
      </div>
      <p
        id={errorId}
        part={part('alert')}
        role="alert"
        className="text-sm text-portico-danger empty:hidden sm:col-span-2 lg:col-span-4"
      >
        {error}
      </p>
    </form>
  );
}
