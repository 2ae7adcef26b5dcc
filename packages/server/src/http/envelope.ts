import type { Envelope } from '@portico/sdk';

/** The one answer shape of every API call (api-contract.md §7.1): success is result 0. */
export function ok<T>(retVal: T): Envelope<T> {
  return { result: 0, msg: '', retVal };
}

export function fail(result: number, msg: string): Envelope<null> {
  return { result, msg, retVal: null };
}
