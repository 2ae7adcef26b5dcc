/**
 * The CAS validation answers (CAS protocol §2.4.2, §2.5.2, §2.5.3 and appendix on JSON): the
 * 1.0 plain text of /validate, and the XML or JSON service response of the 2.0/3.0 endpoints.
 */

/** Failure codes of CAS protocol §2.5.3. */
export type CasFailureCode =
  | 'INVALID_REQUEST'
  | 'INVALID_TICKET_SPEC'
  | 'INVALID_TICKET'
  | 'INVALID_SERVICE'
  | 'INTERNAL_ERROR';

export type CasAttributes = Record<string, string | null>;

export type Validation =
  | { ok: true; user: string; attributes: CasAttributes }
  | { ok: false; code: CasFailureCode; description: string };

export type AnswerFormat = 'XML' | 'JSON';

export interface Answer {
  contentType: string;
  body: string;
}

/** Text as XML character data or attribute value. */
export function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only attributes with a value are released. */
function present(attributes: CasAttributes): [string, string][] {
  return Object.entries(attributes).filter((entry): entry is [string, string] => !!entry[1]);
}

function asXml(result: Validation): string {
  const open = '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">';
  if (!result.ok) {
    return `${open}\n  <cas:authenticationFailure code="${result.code}">${xml(result.description)}</cas:authenticationFailure>\n</cas:serviceResponse>\n`;
  }
  const lines = present(result.attributes).map(
    ([name, value]) => `      <cas:${name}>${xml(value)}</cas:${name}>`,
  );
  return `${open}\n  <cas:authenticationSuccess>\n    <cas:user>${xml(result.user)}</cas:user>\n    <cas:attributes>\n${lines.join('\n')}\n    </cas:attributes>\n  </cas:authenticationSuccess>\n</cas:serviceResponse>\n`;
}

function asJson(result: Validation): string {
  const serviceResponse = result.ok
    ? {
        authenticationSuccess: {
          user: result.user,
          attributes: Object.fromEntries(present(result.attributes)),
        },
      }
    : { authenticationFailure: { code: result.code, description: result.description } };
  return JSON.stringify({ serviceResponse });
}

/** The 2.0/3.0 service response in the format asked for (`format=JSON`, else XML). */
export function serviceResponse(result: Validation, format: AnswerFormat): Answer {
  return format === 'JSON'
    ? { contentType: 'application/json; charset=utf-8', body: asJson(result) }
    : { contentType: 'application/xml; charset=utf-8', body: asXml(result) };
}

/** CAS 1.0 (/validate): `yes` and the user on two lines, or `no`. */
export function validateResponse(result: Validation): Answer {
  return {
    contentType: 'text/plain; charset=utf-8',
    body: result.ok ? `yes\n${result.user}\n` : 'no\n',
  };
}

/** The proxy-ticket endpoint's refusal (CAS protocol §2.7.2): Portico grants no proxies. */
export function proxyRefusal(code: 'INVALID_REQUEST' | 'UNAUTHORIZED_SERVICE', text: string) {
  return {
    contentType: 'application/xml; charset=utf-8',
    body: `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:proxyFailure code="${code}">${xml(text)}</cas:proxyFailure>\n</cas:serviceResponse>\n`,
  };
}
