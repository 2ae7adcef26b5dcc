import type { TextKey } from '../../texts/catalogue';
import { fieldErrorsOf, loginLimitSaveSchema, type LoginLimitRow } from '@portico/sdk/contract';

/** The login-limit dialog's fields as typed (product.md §2.5 /login-limit). */
export interface LimitForm {
  /** Empty: the limit applies to the whole unit. */
  userCode: string;
  /** Monday first, as the server's seven 0/1 characters. */
  days: boolean[];
  startTime: string;
  endTime: string;
  enabled: boolean;
  remark: string;
}

/**
 * A new limit starts with no day chosen: a limit keeps people out on every day it leaves out, so
 * the days are always the administrator's choice, never a pre-filled Monday to Friday.
 */
export const BLANK_LIMIT: LimitForm = {
  userCode: '',
  days: [false, false, false, false, false, false, false],
  startTime: '00:00',
  endTime: '23:59',
  enabled: true,
  remark: '',
};

/** '1111100' → Monday to Friday; anything short or odd reads as no day. */
export function daysOf(weekdays: string): boolean[] {
  return Array.from({ length: 7 }, (_, i) => weekdays[i] === '1');
}

export function weekdaysOf(days: readonly boolean[]): string {
  return Array.from({ length: 7 }, (_, i) => (days[i] ? '1' : '0')).join('');
}

export function limitFormOf(row: LoginLimitRow): LimitForm {
  return {
    userCode: row.userCode ?? '',
    days: daysOf(row.weekdays),
    startTime: row.startTime,
    endTime: row.endTime,
    enabled: row.enabled === 'T',
    remark: row.remark ?? '',
  };
}

type LimitField = 'days' | 'startTime' | 'endTime';

/**
 * The server's loginLimitSaveSchema on the fields the dialog shows, with the dialog's two rules:
 * at least one day (a limit keeps people out on the days it leaves out), and a start no later
 * than the end (HH:mm strings compare in time order), checked once both times are well formed.
 */
const { weekdays, startTime, endTime } = loginLimitSaveSchema.shape;
const limitFormSchema = loginLimitSaveSchema
  .pick({ startTime: true, endTime: true })
  .extend({
    weekdays: weekdays.refine((value) => value.includes('1'), 'loginLimit.weekdaysRequired'),
  })
  .refine((form) => form.startTime <= form.endTime, {
    path: ['endTime'],
    message: 'loginLimit.timeOrder',
    when: ({ value }) => {
      const times = value as { startTime?: unknown; endTime?: unknown };
      return (
        startTime.safeParse(times.startTime).success && endTime.safeParse(times.endTime).success
      );
    },
  });

/** What the server's loginLimitSaveSchema refuses, caught before the call. */
export function validateLimitForm(form: LimitForm): Partial<Record<LimitField, TextKey>> {
  const found = fieldErrorsOf(
    limitFormSchema,
    { weekdays: weekdaysOf(form.days), startTime: form.startTime, endTime: form.endTime },
    (key) => key,
  );
  const errors: Partial<Record<LimitField, TextKey>> = {};
  if (found.weekdays) errors.days = 'loginLimit.weekdaysRequired';
  if (found.startTime) errors.startTime = 'loginLimit.timeInvalid';
  if (found.endTime) {
    errors.endTime =
      found.endTime === 'loginLimit.timeOrder' ? 'loginLimit.timeOrder' : 'loginLimit.timeInvalid';
  }
  return errors;
}

/** The days of a limit by their short names, Monday first. */
export function limitDays(weekdays: string, dayName: (index: number) => string): string {
  return daysOf(weekdays)
    .map((on, i) => (on ? dayName(i) : null))
    .filter((d): d is string => d !== null)
    .join(' ');
}

/** The limit in a few words for labels: 'Mon Tue 09:00–18:00'. */
export function limitWindow(
  row: Pick<LoginLimitRow, 'weekdays' | 'startTime' | 'endTime'>,
  dayName: (index: number) => string,
): string {
  return `${limitDays(row.weekdays, dayName)} ${row.startTime}–${row.endTime}`;
}
