import { ADMIN_CALLS, inputPlace, type CallDecl, type CallInput } from '@portico/sdk/contract';
import type { z } from 'zod';
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

/**
 * The fixtures of a domain's calls; a call without one gets the input derived from its schema
 * (`derivedFixture`), so a plain call needs none.
 */
export type CallFixtures<D extends Record<string, CallDecl>> = {
  [K in keyof D]?: CallFixture<D[K]>;
};

/** The fields a plain call names H001's data by, and their matrix values. */
const DERIVED: Record<string, (c: MatrixContext) => unknown> = {
  unitId: (c) => c.ids.H001,
  userId: (c) => c.ids.frontdesk,
  departmentId: (c) => c.ids.FRONT,
  roleId: (c) => c.ids.NIGHT_AUDIT,
  unitCode: () => 'H001',
  userCode: () => 'frontdesk',
};

/**
 * The input of a call without a fixture, from its schema: the fields above get H001's records,
 * optional ones are left out; any other required field needs an explicit fixture (the matrix
 * says which).
 */
export function derivedFixture(call: CallDecl): CallFixture<CallDecl> {
  const shape = (call.input as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return (c) => {
    const input: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shape)) {
      const value = DERIVED[name];
      if (value) input[name] = value(c);
      else if (!field.safeParse(undefined).success) {
        throw new Error(
          `${routeKeyOf(call)}: field \`${name}\` cannot be derived; give the call a fixture in src/test/matrix/`,
        );
      }
    }
    return input;
  };
}

/** The fixture sets of the declared domains (a domain whose inputs all derive needs none). */
export type DomainFixtures = {
  [D in keyof typeof ADMIN_CALLS]?: CallFixtures<(typeof ADMIN_CALLS)[D]>;
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
    ...(!call.answers ? { answer: call.output.schema } : {}),
  };
}

type Fixtures = Record<string, CallFixture<CallDecl> | undefined>;

const fixtureOf = (call: CallDecl, fixture: CallFixture<CallDecl> | undefined) =>
  fixture ?? derivedFixture(call);

/** The rows of one domain's calls, in declaration order. */
export function domainRows<D extends Record<string, CallDecl>>(
  calls: D,
  fixtures: CallFixtures<D>,
): MatrixRow[] {
  return Object.keys(calls).map((name) =>
    rowOf(calls[name]!, fixtureOf(calls[name]!, (fixtures as Fixtures)[name])),
  );
}

/** The rows of every declared call, in declaration order. */
export function declaredRows(fixtures: DomainFixtures): MatrixRow[] {
  return (Object.keys(ADMIN_CALLS) as (keyof typeof ADMIN_CALLS)[]).flatMap((domain) => {
    const calls: Record<string, CallDecl> = ADMIN_CALLS[domain];
    const byName = (fixtures[domain] ?? {}) as Fixtures;
    return Object.keys(calls).map((name) =>
      rowOf(calls[name]!, fixtureOf(calls[name]!, byName[name])),
    );
  });
}
