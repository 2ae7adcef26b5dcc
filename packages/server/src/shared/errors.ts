import type { MessageKey } from '@portico/sdk';
import type { MessageParams, MessageRef } from '@portico/sdk/internal';

/**
 * A refusal the caller must see: a result code of ServerCode/ResultCode/UcCode and a message key
 * that the error handler translates into the caller's locale. Thrown by services, answered as an
 * envelope; `retVal` travels with it when the caller needs data to go on (e.g. encodedCode).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    readonly retVal: unknown = null,
  ) {
    super(key);
    this.name = 'ApiError';
  }

  /** From a shared rule's answer (a key, or a key with params). */
  static fromRef(code: number, ref: MessageRef): ApiError {
    return typeof ref === 'string'
      ? new ApiError(code, ref)
      : new ApiError(code, ref.key, ref.params);
  }
}
