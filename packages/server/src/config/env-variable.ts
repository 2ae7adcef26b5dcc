import { z } from 'zod';
import { originSetting } from '../db/demo/org';

/**
 * Every environment variable the server reads, declared once: how a value is written (`form`),
 * what applies when it is unset (`default`) and what it does (`description`). The server checks
 * the environment against it before anything opens (a bad value stops the start, naming the
 * variable and the form it expects), and the configuration reference page of the documentation
 * is written from it.
 */
export interface VariableDoc {
  form: string;
  default: string;
  description: string;
}

/**
 * A rule that throws on a bad value: the parser the server itself uses (its message names the
 * variable), or an Error without message when the variable's form says it all.
 */
export type Check = (value: string) => unknown;

/** The issue message that stands for "not of the variable's form". */
export const NOT_OF_FORM = 'not of the form';

export function variable(doc: VariableDoc, check?: Check | RegExp) {
  return z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined || !check) return;
      if (check instanceof RegExp) {
        if (!check.test(value.trim())) context.addIssue({ code: 'custom', message: NOT_OF_FORM });
        return;
      }
      try {
        check(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message || NOT_OF_FORM });
      }
    })
    .meta({ ...doc });
}

const PORT_NUMBER = /^\d{1,5}$/;
export const port: Check = (value) => {
  if (!PORT_NUMBER.test(value.trim()) || Number(value) > 65_535) throw new Error('');
};
export const flagTrueFalse = /^(true|false)$/;
export const flagOneZero = /^(1|0|true|false)$/i;
export const milliseconds = /^\d+$/;
/** An http(s) URL: its form says what is wanted. */
export const origin: Check = (value) => {
  try {
    originSetting(value, '');
  } catch {
    throw new Error('');
  }
};
export const envOf =
  (name: string, read: (env: NodeJS.ProcessEnv) => unknown): Check =>
  (value) =>
    read({ [name]: value });
