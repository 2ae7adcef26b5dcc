import type { ReactNode } from 'react';
import type { TextKey } from '../../../texts/catalogue';
import type { PasswordRecoveryForm } from '@portico/sdk/internal';
import { useT } from '../../../lib/use-t';
import { TextField } from './text-field';

type RecoveryField = keyof PasswordRecoveryForm;

const FIELDS: readonly {
  name: RecoveryField;
  label: TextKey;
  autoComplete: string;
  type?: 'email';
}[] = [
  { name: 'unitCode', label: 'password.recovery.unit', autoComplete: 'organization' },
  { name: 'userCode', label: 'password.recovery.account', autoComplete: 'username' },
  { name: 'email', label: 'password.recovery.email', autoComplete: 'email', type: 'email' },
  { name: 'validateCode', label: 'password.recovery.code', autoComplete: 'one-time-code' },
];

export interface RecoveryInputsProps {
  /** Prefix of the ids: the dialog and the reset page each have their own. */
  idPrefix: string;
  value: PasswordRecoveryForm;
  onChange: (field: RecoveryField, value: string) => void;
  /** The translated error of a field, if any. */
  error: (field: RecoveryField) => string | null;
  /** Beside the code: the send-code button where the code can be (re)sent. */
  codeAddon?: ReactNode;
}

/**
 * The first step of password recovery (product.md §2.6, §5 "Password recovery"): unit,
 * account, bound e-mail and the mailed code, asked the same way by the forgot-password dialog
 * and by the reset page when a mail link left some out.
 */
export function RecoveryInputs({
  idPrefix,
  value,
  onChange,
  error,
  codeAddon,
}: RecoveryInputsProps) {
  const t = useT();
  return FIELDS.map((field) => (
    <TextField
      key={field.name}
      idPrefix={idPrefix}
      name={field.name}
      type={field.type}
      label={t(field.label)}
      autoComplete={field.autoComplete}
      value={value[field.name]}
      onChange={(next) => onChange(field.name, next)}
      error={error(field.name)}
      addon={field.name === 'validateCode' ? codeAddon : undefined}
    />
  ));
}
