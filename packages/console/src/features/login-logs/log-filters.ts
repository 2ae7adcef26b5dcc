import { LOGIN_STATE_VALUES, type LoginState } from '@portico/sdk/contract';

/** The login-log search bar as typed (product.md §2.5 /login-log: unit, user, state, dates). */
export type LogFilterDraft = {
  unitCode: string;
  userCode: string;
  loginState: string;
  startDate: string;
  endDate: string;
};

export const BLANK_LOG_FILTERS: LogFilterDraft = {
  unitCode: '',
  userCode: '',
  loginState: '',
  startDate: '',
  endDate: '',
};

function isLoginState(value: string): value is LoginState {
  return (LOGIN_STATE_VALUES as readonly string[]).includes(value);
}

/**
 * The query of the log calls: trimmed, an unknown state dropped, the dates swapped when given
 * backwards (a person means the range between them), the unit only for the all-units log.
 */
export function logQuery(draft: LogFilterDraft, scope: 'all' | 'unit'): LogFilterDraft {
  let { startDate, endDate } = draft;
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  return {
    unitCode: scope === 'all' ? draft.unitCode.trim() : '',
    userCode: draft.userCode.trim(),
    loginState: isLoginState(draft.loginState) ? draft.loginState : '',
    startDate,
    endDate,
  };
}
