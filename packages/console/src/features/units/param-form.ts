import type { MessageKey } from '@portico/sdk';
import { PASSWORD_STRATEGY } from './param-text';

export interface ParamForm {
  code: string;
  value: string;
  remark: string;
}

/** The server's `unitParamSaveSchema` rules, checked first so the form names the field. */
const PARAM_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_TEXT = 4000;

export function validateParamForm(form: ParamForm): Partial<Record<keyof ParamForm, MessageKey>> {
  const errors: Partial<Record<keyof ParamForm, MessageKey>> = {};
  const code = form.code.trim();
  if (!PARAM_CODE.test(code)) errors.code = 'units.params.codeInvalid';
  // The password rule is saved by its own checked form (/config/parameter-config).
  else if (code === PASSWORD_STRATEGY) errors.code = 'adminServer.parameterReserved';
  if (form.value.length > MAX_TEXT) errors.value = 'validation.tooLong';
  if (form.remark.length > MAX_TEXT) errors.remark = 'validation.tooLong';
  return errors;
}
