import type { TextKey } from '../../texts/catalogue';
import { fieldErrorsOf, unitParamSaveSchema } from '@portico/sdk/contract';
import { PASSWORD_STRATEGY } from './param-text';

export interface ParamForm {
  code: string;
  value: string;
  remark: string;
}

/** The server's `unitParamSaveSchema` on the fields the form shows, so the form names the field. */
const paramFormSchema = unitParamSaveSchema.pick({ code: true, value: true, remark: true });

const PARAM_MESSAGES: Record<keyof ParamForm, TextKey> = {
  code: 'units.params.codeInvalid',
  value: 'validation.tooLong',
  remark: 'validation.tooLong',
};

export function validateParamForm(form: ParamForm): Partial<Record<keyof ParamForm, TextKey>> {
  const errors = fieldErrorsOf(paramFormSchema, form, PARAM_MESSAGES);
  // The password rule is saved by its own checked form (/config/parameter-config).
  if (!errors.code && form.code.trim() === PASSWORD_STRATEGY) {
    errors.code = 'adminServer.parameterReserved';
  }
  return errors;
}
