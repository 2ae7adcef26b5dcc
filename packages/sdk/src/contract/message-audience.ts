import { z } from 'zod';
import { codeSchema, pageQuerySchema } from './page-query';

/**
 * Who receives a published message, from the directory: users, departments (with the departments
 * below them), roles (users given the role and users holding it through their department) and
 * units (their users; `withSubUnits` adds the units below), or any mix. Each entry is written as
 * a person naturally would: an id as a plain string (`"0b6f…"`), `{ userId }`, or the codes
 * (`{ unitCode, userCode }`); a unit also by its code alone (`"H001"`).
 */

/** Most entries of each audience kind one publish takes. */
export const MAX_AUDIENCE_ENTRIES = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: string) => UUID.test(value.trim());
const NO_NUL = [(value: string) => !value.includes('\u0000'), 'must not contain NUL'] as const;
const code = () => codeSchema().refine(...NO_NUL);
const idOf = (what: string) => z.string().trim().refine(isId, `expected ${what} id (a UUID)`);

/** An entry names its record by id alone or by all its codes: never both, never a half. */
function byIdOrCodes(idKey: string, codes: readonly string[], hint: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const byId = value[idKey] !== undefined;
    const given = codes.filter((c) => value[c] !== undefined).length;
    if (byId ? given === 0 : given === codes.length) return;
    ctx.addIssue({ code: 'custom', message: `expected ${hint}` });
  };
}

/** A string is the record's id; anything else is read as the object form. */
const idString = (idKey: string) => (value: unknown) =>
  typeof value === 'string' ? { [idKey]: value } : value;

const USER_HINT = 'a user id or { unitCode, userCode }';
const userEntry = z.preprocess(
  idString('userId'),
  z
    .object({
      userId: idOf('a user').optional(),
      unitCode: code().optional(),
      userCode: code().optional(),
    })
    .superRefine(byIdOrCodes('userId', ['unitCode', 'userCode'], USER_HINT)),
);
const DEPARTMENT_HINT = 'a department id or { unitCode, code }';
const departmentEntry = z.preprocess(
  idString('departmentId'),
  z
    .object({
      departmentId: idOf('a department').optional(),
      unitCode: code().optional(),
      code: code().optional(),
    })
    .superRefine(byIdOrCodes('departmentId', ['unitCode', 'code'], DEPARTMENT_HINT)),
);
const ROLE_HINT = 'a role id or { unitCode, code }';
const roleEntry = z.preprocess(
  idString('roleId'),
  z
    .object({
      roleId: idOf('a role').optional(),
      unitCode: code().optional(),
      code: code().optional(),
    })
    .superRefine(byIdOrCodes('roleId', ['unitCode', 'code'], ROLE_HINT)),
);
const unitEntry = z.preprocess(
  // A unit written alone is its id or its code: both are what an administrator sees.
  (value) =>
    typeof value === 'string' ? (isId(value) ? { unitId: value } : { unitCode: value }) : value,
  z
    .object({
      unitId: idOf('a unit').optional(),
      unitCode: code().optional(),
      withSubUnits: z.boolean().default(false),
    })
    .refine((u) => (u.unitId === undefined) !== (u.unitCode === undefined), {
      message: 'expected a unit id, a unit code, or { unitId | unitCode, withSubUnits? }',
    }),
);

const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_AUDIENCE_ENTRIES).default([]);

/** An audience as a publish or a reach count sends it; an empty one is refused. */
export const messageAudienceSchema = z
  .object({
    users: list(userEntry),
    departments: list(departmentEntry),
    roles: list(roleEntry),
    units: list(unitEntry).describe('The units whose members receive it, by id or code.'),
  })
  .refine((a) => a.users.length + a.departments.length + a.roles.length + a.units.length > 0, {
    message: 'choose at least one user, department, role or unit',
  });
/** An audience as a client writes it (ids or codes, defaults left out). */
export type MessageAudienceInput = z.input<typeof messageAudienceSchema>;
/** An audience as the server reads it after parsing (every list present). */
export type MessageAudienceRequest = z.output<typeof messageAudienceSchema>;

/** An audience as it is kept with a message and answered: every entry by its codes. */
export const storedAudienceSchema = z.object({
  users: z.array(z.object({ unitCode: z.string(), userCode: z.string() })),
  departments: z.array(z.object({ unitCode: z.string(), code: z.string() })),
  roles: z.array(z.object({ unitCode: z.string(), code: z.string() })),
  units: z.array(z.object({ unitCode: z.string(), withSubUnits: z.boolean() })),
});
/** An audience by codes, as a published message keeps and answers it. */
export type MessageAudience = z.output<typeof storedAudienceSchema>;

/** POST …/messages/reach: how many distinct people an audience reaches, before sending. */
export const reachRequestSchema = z.object({ audience: messageAudienceSchema });
/** The answer of the reach count: distinct people the audience reaches now. */
export const reachResultSchema = z.object({ recipients: z.number().int().nonnegative() });
/** The reach count's answer. */
export type ReachResult = z.output<typeof reachResultSchema>;

/** What the audience directory lists: the units one may publish to, or one unit's records. */
export const AUDIENCE_DIRECTORY_KINDS = ['units', 'departments', 'roles', 'users'] as const;

/**
 * GET …/messages/audience: one page of what a publisher may put in an audience. `units` lists the
 * units the caller may publish to; the other kinds list that kind of record of `unitId`, which is
 * required for them and must be one of those units.
 */
export const audienceDirectoryQuerySchema = pageQuerySchema
  .extend({
    kind: z.enum(AUDIENCE_DIRECTORY_KINDS),
    unitId: idOf('a unit').optional(),
    keyword: z
      .string()
      .trim()
      .max(64)
      .refine(...NO_NUL)
      .optional(),
  })
  .refine((q) => q.kind === 'units' || q.unitId !== undefined, {
    message: 'choose a unit first',
    path: ['unitId'],
  });

/**
 * One entry of the audience directory: only what choosing it takes (no contact details). A
 * department's `parentId` places it in its unit's tree; everything else has none.
 */
export const audienceDirectoryEntrySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  parentId: z.string().nullable(),
});
/** An entry of the audience directory. */
export type AudienceDirectoryEntry = z.output<typeof audienceDirectoryEntrySchema>;
/** A query of the audience directory as a client writes it. */
export type AudienceDirectoryQuery = z.input<typeof audienceDirectoryQuerySchema>;
