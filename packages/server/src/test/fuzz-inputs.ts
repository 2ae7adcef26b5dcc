import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz test (fuzz.test.ts): values that have broken
 * servers before — NUL, very long text, unicode, SQL and HTML, numbers where text goes, arrays,
 * nested objects, bad JSON, huge page sizes, negative offsets, ids that are not ids.
 */

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Text values, the same in a path, a query or a JSON body. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(5_000),
  "1' or '1'='1",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%',
  '%_\\',
  '../../etc/passwd',
  '..%2f..%2f',
  '😀🏨',
  '\u202e\u200b\ufeff',
  '\ud800',
  '中文单位',
  'NaN',
  '-1',
  '1e308',
  '99999999999999999999999',
  '0x10',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'T',
  'F',
  'HOTEL',
  'GC',
  'UC',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  UNKNOWN_ID,
  'not-a-uuid',
  '{"a":1}',
];

/**
 * Field names the routes read, each with values of the right shape (unknown ids, short codes,
 * real codes of the demo): a request that passes validation reaches the services, where the
 * hostile value in the next field waits.
 */
const PLAUSIBLE: Record<string, readonly unknown[]> = {
  id: [UNKNOWN_ID],
  ids: [[UNKNOWN_ID], []],
  unitId: [UNKNOWN_ID],
  userId: [UNKNOWN_ID],
  userIds: [[UNKNOWN_ID], []],
  roleIds: [[UNKNOWN_ID], []],
  parentId: [UNKNOWN_ID, null],
  childId: [UNKNOWN_ID],
  code: ['FUZZ1', 'H001', 'X'],
  name: ['Fuzz', '模糊'],
  descript: ['Fuzz'],
  type: ['HOTEL', 'COMPAN', 'menu', 'PRIVATE'],
  unitCode: ['H001', 'PLATFORM', 'NOPE'],
  userCode: ['frontdesk', 'nobody'],
  orgCode: ['H002', 'NOPE'],
  appCode: ['GC', 'UC', 'SSO', 'NOPE'],
  password: ['wrong-password'],
  oldPassword: ['wrong-password'],
  newPassword: ['Fuzz#2027x'],
  pmsAccount: ['FD999'],
  email: ['fuzz@example.com'],
  validateCode: ['000000'],
  token: ['x'.repeat(43)],
  ticket: ['ST-fuzz'],
  service: ['http://localhost/'],
  search: ['H', ''],
  keyword: ['a', ''],
  firstResult: [0, 10],
  pageSize: [10, 200],
  page: [0],
  size: [10],
  startDate: ['2026-01-01'],
  endDate: ['2026-12-31'],
  parentUUID: [UNKNOWN_ID],
  strict: ['true', 'false'],
  identity: ['GC_ROOMS'],
  messageId: [UNKNOWN_ID],
  messageIds: [[UNKNOWN_ID]],
  readState: ['READ', 'UNREAD', 1],
  lastPullDate: ['2020-01-01T00:00:00Z'],
  lang: ['en-US'],
  data: [[{ key: 'fuzz.key', value: 'v', page: 'p' }]],
  entries: [[{ ip: '10.0.0.1' }], []],
  kind: ['IP', 'ALL'],
  status: ['enabled', 'disabled'],
  enabled: ['T', true],
  weekdays: ['1111100'],
  startTime: ['08:00'],
  endTime: ['18:00'],
  isIcon: ['T', 'F'],
  encodedCode: ['abc'],
  mobileCode: ['123456'],
  sort: [1],
  resourceId: [UNKNOWN_ID],
};
export const FIELD_NAMES = Object.keys(PLAUSIBLE);

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

const paging = fc.constantFrom('-1', '0', '1e9', '2147483648', '-2147483649', '1.5', 'abc', '');

/** A query-string value: text, a paging number, or the key repeated (an array). */
const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: paging },
  { weight: 1, arbitrary: fc.array(text, { minLength: 2, maxLength: 3 }) },
);

/** A query string: known names, each with a plausible or a hostile value. */
export const fuzzQuery: fc.Arbitrary<Record<string, string | string[]>> = fc
  .array(
    fc
      .constantFrom(...FIELD_NAMES)
      .chain((name) =>
        fc
          .oneof(
            { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE[name]!).map(asQueryValue) },
            { weight: 1, arbitrary: hostileQueryValue },
          )
          .map((value) => [name, value] as const),
      ),
    { maxLength: 6 },
  )
  .map((pairs) => Object.fromEntries(pairs));

function asQueryValue(value: unknown): string | string[] {
  return Array.isArray(value) ? value.map(String) : String(value);
}

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(-1, 0, 1e9, 2 ** 53, -(2 ** 31) - 1, 1.5, 1e308),
      fc.double(),
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** JSON values nested a few levels: objects under known names, arrays of anything. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Raw bodies that are not what the content type says. */
export const RAW_BODIES = [
  '',
  '{',
  '{"id":',
  'null',
  '[]',
  '"text"',
  '1e99999',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `[${'['.repeat(2_000)}${']'.repeat(2_000)}]`,
  `{"name":"${'x'.repeat(200_000)}"}`,
  '\u0000',
  '{"id":"\\u0000"}',
];

export interface FuzzBody {
  contentType: string;
  payload: string;
}

/** A JSON object of known fields, any JSON value, a raw string, or the wrong content type. */
export const fuzzBody: fc.Arbitrary<FuzzBody | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc
          .constantFrom(...FIELD_NAMES)
          .chain((name) =>
            fc
              .oneof(
                { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE[name]!) },
                { weight: 1, arbitrary: jsonValue },
              )
              .map((value) => [name, value] as const),
          ),
        { maxLength: 8 },
      )
      .map((pairs) => ({
        contentType: 'application/json',
        payload: JSON.stringify(Object.fromEntries(pairs)),
      })),
  },
  {
    weight: 1,
    arbitrary: jsonValue.map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({
      contentType: 'application/json',
      payload,
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
        ),
        fc.constantFrom('id=1', '--x\r\n\r\n--x--', '<a/>', '{}'),
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
  },
);

/** Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser would send them. */
function wellFormed(value: string): string {
  return value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

/** A value put in place of a path parameter (`:code`, `:messageId`), encoded or raw. */
export const fuzzPath: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: text.map((value) => encodeURIComponent(wellFormed(value))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%E0%A4%A', '%', '%00', 'x'.repeat(2_000), '..', '.', '%2e%2e'),
  },
);
