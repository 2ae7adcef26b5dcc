import type { TextKey } from '../../texts/catalogue';
import { validateDepartment } from '@portico/sdk/internal';

export interface DepartmentFormValues {
  code: string;
  name: string;
  sort: string;
}

export type DepartmentFormErrors = Partial<Record<keyof DepartmentFormValues, TextKey>>;

/** Column limits of the department table, as the server's `withinColumns` checks them. */
const LIMITS = { code: 64, name: 100 } as const;

/**
 * product.md §5 "Department add: code and name required" (the SDK's `validateDepartment`), the
 * column lengths, and a sort order that is a whole number from 0 to 1,000,000 when given.
 */
export function validateDepartmentForm(form: DepartmentFormValues): DepartmentFormErrors {
  const errors: DepartmentFormErrors = { ...validateDepartment(form) } as DepartmentFormErrors;
  if (!errors.code && form.code.trim().length > LIMITS.code) errors.code = 'validation.tooLong';
  if (!errors.name && form.name.trim().length > LIMITS.name) errors.name = 'validation.tooLong';
  const sort = form.sort.trim();
  if (sort && !(/^\d+$/.test(sort) && Number(sort) <= 1_000_000))
    errors.sort = 'departs.sortInvalid';
  return errors;
}

/** The body fields of add and update; an empty sort is left to the server's default. */
export function departmentBody(form: DepartmentFormValues) {
  const sort = form.sort.trim();
  return {
    code: form.code.trim(),
    name: form.name.trim(),
    ...(sort ? { sort: Number(sort) } : {}),
  };
}
