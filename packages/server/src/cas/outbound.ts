import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isSpecialUse, publicLookup } from '../shared/special-use-address';

/** DNS answers to loopback or private addresses are refused unless CAS_ALLOW_PRIVATE_NETWORK. */
const casLookup = publicLookup(
  (hostname) => new Error(`${hostname} resolves to a private or special-use address`),
);

export interface PostOptions {
  allowPrivateNetwork: boolean;
  timeoutMs: number;
}

/**
 * POSTs a form once and resolves with the answer's status; rejects on a refused address, a
 * network error or the timeout. Redirects are not followed.
 */
export function postForm(
  target: string,
  form: Record<string, string>,
  options: PostOptions,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return reject(new Error(`not an http(s) address: ${url.protocol}`));
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateNetwork && isIP(literal) && isSpecialUse(literal)) {
      return reject(new Error(`${literal} is a private or special-use address`));
    }
    const body = new URLSearchParams(form).toString();
    const requestOptions: RequestOptions = {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
      ...(options.allowPrivateNetwork ? {} : { lookup: casLookup as RequestOptions['lookup'] }),
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, requestOptions, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
