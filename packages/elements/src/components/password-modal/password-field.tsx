import type { PasswordChangeField } from '@portico/sdk/internal';
import type { ReactNode } from 'react';
import { part } from '../../appearance/parts';
import { useUi } from '../../ui/ui-context';

const LABELS = {
  passwdOld: 'password.change.old',
  passwd: 'password.change.new',
  passwdCheck: 'password.change.confirm',
} as const;

const AUTOCOMPLETE = {
  passwdOld: 'current-password',
  passwd: 'new-password',
  passwdCheck: 'new-password',
} as const;

export interface PasswordFieldProps {
  id: string;
  field: PasswordChangeField;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Ids of help text below the field (policy, rule checklist). */
  describedBy?: string;
  autoFocus?: boolean;
  children?: ReactNode;
}

/** A labelled password input with its error (and, for the new password, the rules). */
export function PasswordField({
  id,
  field,
  value,
  onChange,
  error,
  describedBy,
  autoFocus,
  children,
}: PasswordFieldProps) {
  const { t } = useUi();
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div part={part('field')} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {t(LABELS[field])}
      </label>
      <input
        id={id}
        name={field}
        part={part('input')}
        type="password"
        autoComplete={AUTOCOMPLETE[field]}
        value={value}
        maxLength={128}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        data-autofocus={autoFocus ? '' : undefined}
        className="h-8 w-full rounded-portico border border-portico-border bg-portico-surface px-3 text-sm text-portico-text focus-visible:border-portico-primary focus-visible:outline-2 focus-visible:outline-portico-primary aria-invalid:border-portico-danger"
      />
      {error && (
        <p id={errorId} part={part('error')} role="alert" className="text-xs text-portico-danger">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
