import type { Envelope } from '../contract/envelope';

/** True when a parsed body has the `{result, msg, retVal}` shape (api-contract.md §3). */
export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    'result' in body &&
    typeof (body as { result: unknown }).result === 'number'
  );
}
