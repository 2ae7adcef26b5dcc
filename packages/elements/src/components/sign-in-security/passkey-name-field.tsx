import { usePortico } from '../../ui/portico-context';
import { FactorField } from './factor-field';

/**
 * The name a user gives a passkey ("Work laptop"), wherever one is made: in the Sign-in security
 * dialog and at an enrolment forced at sign-in. Its rules are the hub's: trimmed, 1–64 characters.
 */

/** The longest name the hub stores. */
export const PASSKEY_NAME_MAX = 64;

/** The name as it is sent (trimmed), or the message key saying why there is none. */
export function checkPasskeyName(
  value: string,
): { name: string; error?: never } | { name?: never; error: 'passkey.nameRequired' } {
  const name = value.trim();
  return name ? { name } : { error: 'passkey.nameRequired' };
}

export interface PasskeyNameFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/** The labelled passkey-name input, with its error under it. */
export function PasskeyNameField({ id, value, onChange, error, autoFocus }: PasskeyNameFieldProps) {
  const { t } = usePortico();
  return (
    <FactorField
      id={id}
      name="passkey-name"
      kind="text"
      label={t('passkey.name')}
      placeholder={t('passkey.namePlaceholder')}
      maxLength={PASSKEY_NAME_MAX}
      value={value}
      onChange={onChange}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
