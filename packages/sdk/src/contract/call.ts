import { z } from 'zod';
import { DEFAULT_API_BASES, type ApiBaseName } from './app-config';

/**
 * One server call declared once, as data: the server mounts it (input parsing, permission,
 * envelope, OpenAPI entry), the console and elements call through it with the input and answer
 * types inferred, the authorization matrix iterates it and the server README's route tables are
 * written from it.
 */

/**
 * Where a call lives: an API base (configurable in the system config) or the startup files'
 * fixed `/app-config`, read before any config is known (api-contract.md §7.2).
 */
export type CallBase = ApiBaseName | 'APP_CONFIG';

/** The default path of each base. */
export const CALL_BASES: Readonly<Record<CallBase, string>> = {
  ...DEFAULT_API_BASES,
  APP_CONFIG: '/app-config',
};

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call: an administration family (the caller must administer the records, 40301
 * when they administer nothing; README "Administration").
 */
export const CALL_FAMILIES = [
  'units',
  'unitApps',
  'parameters',
  'departments',
  'users',
  'roles',
  'loginLogs',
  'security',
  'styles',
  'apps',
  'reports',
  'tags',
  'config',
  'translations',
  // The "Messages" menus: publishing (compose, edit, withdraw, remind) and the read reports.
  'messages',
  'messageReports',
] as const;
export type CallFamily = (typeof CALL_FAMILIES)[number];

/**
 * Who may make a call that administers nothing: any signed-in user (50001 without a session), a
 * translator (signed in; the service checks the translator permission or the unit's
 * administration, api-contract.md §7.8), or anyone (no session needed).
 */
export type CallRule = 'signedIn' | 'translator' | 'public';

/** An administration family or a rule: what the server checks before the handler runs. */
export type CallAccess = CallFamily | CallRule;

const RULES: readonly string[] = ['signedIn', 'translator', 'public'] satisfies CallRule[];

/** Whether a call is an administration call (its caller's scope is taken for the family). */
export const isAdminFamily = (access: CallAccess): access is CallFamily => !RULES.includes(access);

/**
 * The answer's schema and, for inference, its type: the OpenAPI document shows the schema as
 * `retVal`, and the server's tests parse real answers with it.
 */
export interface Answer<O> {
  readonly __answer?: O;
  readonly schema: z.ZodType;
}

/**
 * Declares what a call answers (in `retVal` for an envelope call): `output: answer(z.number())`,
 * the type inferred from the schema. Every call declares its schema, so the type is written once.
 */
export function answer<S extends z.ZodType>(schema: S): Answer<z.output<S>> {
  return { schema };
}

/**
 * How a call answers when not in the envelope: `json` is plain JSON (the startup files of
 * api-contract.md §7.2), `file` is bytes with their content type (a `FileAnswer`), `redirect` sends
 * the browser on (303, a `RedirectAnswer`).
 */
export type AnswerKind = 'json' | 'file' | 'redirect';

/**
 * A `file` call's answer: the bytes and the headers they go out with (their `Content-Type` at
 * least); the server adds `X-Content-Type-Options: nosniff` to every file.
 */
export const fileAnswerSchema = z.object({
  // Any Uint8Array (a Node Buffer too), not only one over a plain ArrayBuffer.
  body: z.union([z.custom<Uint8Array>((value) => value instanceof Uint8Array), z.string()]),
  headers: z.record(z.string(), z.string()),
});
export type FileAnswer = z.output<typeof fileAnswerSchema>;

/** A `redirect` call's answer: where the browser goes, and headers sent with it (a cookie). */
export const redirectAnswerSchema = z.object({
  location: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type RedirectAnswer = z.output<typeof redirectAnswerSchema>;

export interface CallDefinition<I extends z.ZodType, O> {
  method: CallMethod;
  base: CallBase;
  /** Under the base, e.g. `/user/list`; `:name` segments are input fields sent in the path. */
  path: string;
  /** The schema the server parses the query (GET, DELETE) or JSON body (POST, PUT) with. */
  input: I;
  output: Answer<O>;
  /** Headers the call reads besides the token (lower-case names), parsed by its handler. */
  headers?: z.ZodType;
  family: CallAccess;
  /**
   * The call changes credentials: a password, the recovery e-mail or mobile, a second factor, or
   * the unit a session works in. Only a hub session may make it; a session issued for an app (a
   * child app, the elements, a CAS ticket) is refused with `UcCode.HUB_SESSION_REQUIRED` and its
   * client hands the person to the hub for it.
   */
  credentials?: true;
  /**
   * Where the fields travel when not where the method puts them: some contract calls are POSTs
   * with their fields in the query string (the query, else a body, is read).
   */
  place?: 'query' | 'body';
  /**
   * `false`: the call answers its own method only, not the POST alias of a PUT or a DELETE
   * (another call of the same path takes POST).
   */
  alias?: false;
  /** An answer that is not the envelope (the envelope when absent). */
  answers?: AnswerKind;
  /**
   * The body is a multipart/form-data upload (its files are read by the handler); the input's
   * fields then travel in the query string.
   */
  upload?: true;
  /**
   * What the audit trail names as the call's target when it cannot be inferred (the domain's
   * record, its `id` or `code` field, else the first row written): `type`, and the input field
   * holding its id. A call outside the administration families that writes records of the
   * platform (logos, message publishing) declares it to be audited.
   */
  audit?: AuditTarget;
  /** One line, for the OpenAPI document. */
  summary: string;
  /** A paged list (api-contract.md §7.1): `firstResult`/`pageSize` in, `{ datas, totalRows }` out. */
  paged?: true;
  /** The server README's route table: what goes in, what comes back. */
  readme: { input: string; answer: string };
}

/** An audited call's target: its type, and the input field that holds its id. */
export interface AuditTarget {
  type: string;
  idField?: string;
}

/**
 * Whether a call leaves an audit record: every administration call that writes (any method but
 * GET), and any call that declares its audit target.
 */
export const isAudited = (call: Pick<CallDecl, 'family' | 'method' | 'audit'>): boolean =>
  call.audit !== undefined || (isAdminFamily(call.family) && call.method !== 'GET');

export type CallDecl<I extends z.ZodType = z.ZodType, O = unknown> = Readonly<CallDefinition<I, O>>;

/** The input a client sends (before defaults and coercion). */
export type CallInput<C> = C extends CallDecl<infer I, unknown> ? z.input<I> : never;
/** The input a server handler receives (after parsing). */
export type CallParsed<C> = C extends CallDecl<infer I, unknown> ? z.output<I> : never;
/** What the call answers in `retVal`. */
export type CallOutput<C> = C extends CallDecl<z.ZodType, infer O> ? O : never;

/** Declares a call; the declaration keeps its literal method, path and `paged` for inference. */
export function defineCall<I extends z.ZodType, O, D extends CallDefinition<I, O>>(
  definition: D & CallDefinition<I, O>,
): Readonly<D> {
  return Object.freeze({ ...definition });
}

/**
 * The methods the server also accepts for a call (api-contract.md §7.1): PUT is sent as POST by
 * some clients, and a delete may come as POST with the fields in the body.
 */
export function methodsOf(call: Pick<CallDecl, 'method' | 'alias'>): CallMethod[] {
  if (call.alias === false) return [call.method];
  if (call.method === 'PUT') return ['PUT', 'POST'];
  if (call.method === 'DELETE') return ['DELETE', 'POST'];
  return [call.method];
}

/** The names of a path's parameters: `/logo/:code` → `['code']` (they are fields of the input). */
export function pathParamsOf(call: Pick<CallDecl, 'path'>): string[] {
  return [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** Where a call's fields travel: the query string for reads and deletes, the JSON body otherwise. */
export function inputPlace(call: Pick<CallDecl, 'method' | 'place' | 'upload'>): 'query' | 'body' {
  if (call.place) return call.place;
  if (call.upload) return 'query';
  return call.method === 'GET' || call.method === 'DELETE' ? 'query' : 'body';
}
