/** Where a failure came from: the envelope's result, the HTTP status, or the network. */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout';

/**
 * A global-registry symbol, the same in every copy of the SDK a page or process loads (its ESM
 * and CJS builds, two versions side by side), where `instanceof` sees only one class.
 */
const BRAND = Symbol.for('@portico/sdk:PorticoApiError');

/**
 * The one error type of every call (api-contract.md §8 "API errors are thrown with name and
 * message"). `result` is the envelope's result, the HTTP status, or -999.
 */
export class PorticoApiError extends Error {
  override readonly name = 'PorticoApiError';
  readonly [BRAND] = true;

  /** `instanceof PorticoApiError` answers by the brand, so it holds across copies too. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isPorticoApiError(value);
  }

  /** The call that failed, e.g. `GET /uc/app/apps`; set by the HTTP client. */
  call = '';

  constructor(
    readonly result: number,
    message: string,
    readonly kind: ApiErrorKind,
    /** The `retVal` of a business error, when the server sent one. */
    readonly retVal?: unknown,
  ) {
    super(message);
  }

  /** The envelope's wording for the message (api-contract.md §3 `msg`). */
  get msg(): string {
    return this.message;
  }
}

/**
 * Whether `error` is a `PorticoApiError` of any copy of the SDK on the page (its ESM and CJS
 * builds side by side), by a global brand rather than `instanceof` alone.
 */
export function isPorticoApiError(error: unknown): error is PorticoApiError {
  return (
    typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true
  );
}
