import { ADMIN_CALLS, inputPlace, type CallDecl, type CallInput } from '@portico/sdk/contract';
import { routeKeyOf } from '../../openapi/call-docs';
import type { MatrixContext, MatrixRow } from './context';

/**
 * How the authorization matrix makes one declared call: a valid input about the data of hotel
 * H001 (or of its group G001), and, when it is not 40401, what an administrator of another unit
 * gets (MatrixRow `foreign`).
 */
export type CallFixture<C extends CallDecl> =
  | ((c: MatrixContext) => CallInput<C> | Promise<CallInput<C>>)
  | {
      input: (c: MatrixContext) => CallInput<C> | Promise<CallInput<C>>;
      foreign: NonNullable<MatrixRow['foreign']>;
    };

/** One fixture per call of a domain: a call declared without one fails tsc. */
export type CallFixtures<D extends Record<string, CallDecl>> = {
  [K in keyof D]: CallFixture<D[K]>;
};

/** One fixture set per declared domain. */
export type DomainFixtures = {
  [D in keyof typeof ADMIN_CALLS]: CallFixtures<(typeof ADMIN_CALLS)[D]>;
};

/** A query string carries text: numbers and flags are sent as the browser would send them. */
function asQuery(input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A matrix row of a declared call: its method and URL come from the declaration. */
export function rowOf<C extends CallDecl>(call: C, fixture: CallFixture<C>): MatrixRow {
  const input = typeof fixture === 'function' ? fixture : fixture.input;
  return {
    call: routeKeyOf(call) as MatrixRow['call'],
    request: async (c) => {
      const fields = await input(c);
      return inputPlace(call) === 'query' ? { query: asQuery(fields) } : { body: fields };
    },
    ...(typeof fixture === 'function' ? {} : { foreign: fixture.foreign }),
  };
}

/** The rows of one domain's calls, in declaration order. */
export function domainRows<D extends Record<string, CallDecl>>(
  calls: D,
  fixtures: CallFixtures<D>,
): MatrixRow[] {
  return Object.keys(calls).map((name) =>
    rowOf(calls[name]!, (fixtures as Record<string, CallFixture<CallDecl>>)[name]!),
  );
}

/** The rows of every declared call, in declaration order. */
export function declaredRows(fixtures: DomainFixtures): MatrixRow[] {
  return (Object.keys(ADMIN_CALLS) as (keyof typeof ADMIN_CALLS)[]).flatMap((domain) => {
    const calls: Record<string, CallDecl> = ADMIN_CALLS[domain];
    const byName = fixtures[domain] as Record<string, CallFixture<CallDecl>>;
    return Object.keys(calls).map((name) => rowOf(calls[name]!, byName[name]!));
  });
}
