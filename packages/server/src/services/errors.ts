import type { MessageKey } from '@portico/sdk';

/**
 * A refusal the caller must see: a result code of ServerCode/ResultCode and a message key that the
 * error handler translates into the caller's locale. Thrown by services, answered as an envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}
