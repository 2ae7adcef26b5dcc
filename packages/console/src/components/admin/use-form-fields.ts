import { useState } from 'react';

/**
 * The state of an admin form: its values and the message of each field that failed the last
 * check. Typing in a field (`set`) clears that field's message, so an error shows until the user
 * acts on it; `passes` stores what the SDK validator found on submit and says whether the save
 * may go on.
 */
export function useFormFields<
  F extends object,
  E extends object = Partial<Record<keyof F, string>>,
>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  /** Shows what a check found; true when it found nothing, so the save may go on. */
  const passes = (found: E) => {
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };
  return { form, setForm, errors, setErrors, set, passes };
}
