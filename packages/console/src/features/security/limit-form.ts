import type { MessageKey } from '@portico/sdk';
import type { LoginLimitRow } from '@portico/sdk/contract';

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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the server's loginLimitSaveSchema refuses, caught before the call. */
export function validateLimitForm(
  form: LimitForm,
): Partial<Record<'days' | 'startTime' | 'endTime', MessageKey>> {
  const errors: Partial<Record<'days' | 'startTime' | 'endTime', MessageKey>> = {};
  if (!form.days.some(Boolean)) errors.days = 'loginLimit.weekdaysRequired';
  if (!TIME.test(form.startTime)) errors.startTime = 'loginLimit.timeInvalid';
  if (!TIME.test(form.endTime)) errors.endTime = 'loginLimit.timeInvalid';
  // HH:mm strings compare in time order.
  if (!errors.startTime && !errors.endTime && form.startTime > form.endTime) {
    errors.endTime = 'loginLimit.timeOrder';
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
