import { z } from 'zod';
import { codeSchema, queryFlagSchema } from './page-query';

/** Users and passwords (api-contract.md §7.4): payloads shown there, answers defined here. */

/** POST {UC}/user/updateUserPassword?oldPassword=&newPassword= (query, as the contract shows). */
export const updateUserPasswordQuerySchema = z.object({
  oldPassword: z.string().max(128).default(''),
  newPassword: z.string().max(128).default(''),
});

/** POST {UC}/user/emailResetCode {id, email}: id is omitted for backdoor users (product.md §6). */
export const emailResetCodeRequestSchema = z.object({
  id: z.string().trim().max(64).optional(),
  email: z.string().trim().max(254).default(''),
});
export type EmailResetCodeRequest = z.infer<typeof emailResetCodeRequestSchema>;

/**
 * POST {UC}/user/resetEmail {email, validateCode, password, id}: binds the e-mail the code was
 * sent to. The current password is asked too (not in the contract): the recovery address is what
 * password recovery trusts, so rebinding it takes what changing the password takes.
 */
export const resetEmailRequestSchema = z.object({
  id: z.string().trim().max(64).optional(),
  email: z.string().trim().max(254).default(''),
  validateCode: z.string().trim().max(16).default(''),
  password: z.string().max(128).default(''),
});
export type ResetEmailRequest = z.infer<typeof resetEmailRequestSchema>;

/** Lifetime of an e-mail or SMS verification code. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;

/** GET {UC}/user/possibleLoginUnits?search=: the units grouped by their parent (the group). */
export const loginUnitOptionSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  code: z.string(),
  descript: z.string(),
  type: z.string(),
});
export type LoginUnitOption = z.output<typeof loginUnitOptionSchema>;
export const possibleLoginGroupSchema = z.object({
  groupCode: z.string().nullable(),
  groupName: z.string().nullable(),
  units: z.array(loginUnitOptionSchema),
});
export type PossibleLoginGroup = z.output<typeof possibleLoginGroupSchema>;
export const searchQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

/** GET {UC}/user/getBackgroundUnit: the user's home unit (where the account lives). */
export const backgroundUnitSchema = z.object({ code: z.string(), name: z.string() });
export type BackgroundUnit = z.output<typeof backgroundUnitSchema>;

/**
 * GET {UC}/user/menuTree, reportTree, operationTree: query appCode, organizationUnitId (default:
 * the session unit), userCode (default: the caller), filterHasOrigin (only granted nodes).
 */
export const authTreeQuerySchema = z.object({
  appCode: codeSchema(32),
  organizationUnitId: z.string().trim().max(64).optional(),
  userCode: z.string().trim().max(64).optional(),
  filterHasOrigin: queryFlagSchema.optional(),
});
export type AuthTreeQuery = z.input<typeof authTreeQuerySchema>;

/** A node of a user's permission tree: granted directly (`checked`) or through roles. */
export interface AuthTreeNode {
  id: string;
  /** Menu identity or resource code. */
  code: string;
  name: string;
  kind: 'MENU' | 'BUTTON' | 'OPERATION' | 'REPORT';
  checked: boolean;
  /** Codes of the roles that grant the node. */
  origins: string[];
  children: AuthTreeNode[];
}
/** Named (`id`): a tree refers to itself, so the OpenAPI document shows it once, as a component. */
export const authTreeNodeSchema: z.ZodType<AuthTreeNode> = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(['MENU', 'BUTTON', 'OPERATION', 'REPORT']),
    checked: z.boolean(),
    origins: z.array(z.string()),
    children: z.array(z.lazy(() => authTreeNodeSchema)),
  })
  .meta({ id: 'AuthTreeNode' });

/** GET {UC}/user/fetchUserAuthInfoByUserCode?userCode=&unitCode= */
export const userAuthInfoQuerySchema = z.object({
  userCode: codeSchema(),
  unitCode: codeSchema().optional(),
});

const flag = z.enum(['T', 'F']);
export const userAuthInfoSchema = z.object({
  id: z.string(),
  userCode: z.string(),
  name: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  deptCode: z.string().nullable(),
  deptName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(['enabled', 'disabled']),
  locked: flag,
  expireTime: z.string().nullable(),
  isAdmin: flag,
  isAgentAdmin: flag,
  isSupplierAdmin: flag,
  useDeptRole: flag,
  roles: z.array(z.object({ code: z.string(), descript: z.string(), unitCode: z.string() })),
  dataAuths: z.array(
    z.object({
      groupCode: z.string(),
      contentCode: z.string().nullable(),
      scope: z.enum(['system', 'unit', 'degree']),
    }),
  ),
});
export type UserAuthInfo = z.output<typeof userAuthInfoSchema>;

/** GET {UC}/logos: a unit's logo image and ico icon (product.md §3 "Logo"); code = unit code. */
export const logoEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** URL of the image (served by GET {UC}/logo/file/{code}), or null. */
  image: z.string().nullable(),
  icon: z.string().nullable(),
});
export type LogoEntry = z.output<typeof logoEntrySchema>;

/** POST {UC}/logo?code=&isIcon=T|F with one file (multipart/form-data). */
export const logoQuerySchema = z.object({
  code: codeSchema(),
  isIcon: z.enum(['T', 'F']).default('F'),
});

/** Largest logo or icon accepted. */
export const MAX_LOGO_BYTES = 512 * 1024;
