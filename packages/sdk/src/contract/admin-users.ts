import { z } from 'zod';
import { validateEmail, validateIdNumber, validateMobile } from '../validation/contact-rules';
import { collectErrors } from '../validation/form-errors';
import { resetPasswordSchema, userAddSchema } from '../validation/form-schemas';
import { formObject, secretField, withRules } from '../validation/zod-rules';
import {
  clearableField,
  clearableText,
  dateInputSchema,
  flagSchema,
  idListSchema,
  idSchema,
  isoDateSchema,
  optionalField,
  optionalText,
  withinColumns,
} from './admin-common';
import { pagedSchema, pageQuerySchema } from './page-query';
import { mfaFactorSchema } from './mfa';

/**
 * User administration (product.md §2.5 /user/user-list, /user/unit-user-list, §4 states, §6),
 * under the UC base. A user belongs to the administrators of the home unit and of the units above.
 */

export const USER_STATUS_VALUES = ['enabled', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUS_VALUES)[number];

/** GET {UC}/user/list: paged users of the caller's scope (one unit with `unitId`). */
export const userListQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
  departmentId: optionalField(idSchema),
  keyword: optionalText(100),
  status: optionalField(z.enum(USER_STATUS_VALUES)),
  locked: optionalField(flagSchema),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/**
 * GET {UC}/user/groupAndHotelUsers (api-contract.md §7.4 "paged filters"): users of the session
 * unit and the units below it (a group and its hotels), by unit code and keyword.
 */
export const groupAndHotelUsersQuerySchema = pageQuerySchema.extend({
  unitCode: optionalText(64),
  keyword: optionalText(100),
});
export type GroupAndHotelUsersQuery = z.input<typeof groupAndHotelUsersQuerySchema>;

/** A row of the user lists. */
export const adminUserSchema = z.object({
  id: z.string(),
  userCode: z.string(),
  name: z.string(),
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  departmentId: z.string().nullable(),
  deptCode: z.string().nullable(),
  deptName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  sex: z.enum(['male', 'female']).nullable(),
  status: z.enum(USER_STATUS_VALUES),
  /** Lock status (product.md §4): 'T' while a lock runs. */
  locked: flagSchema,
  expireTime: z.string().nullable(),
  firstLogin: flagSchema,
  isSupplierAdmin: flagSchema,
  useDeptRole: flagSchema,
  pmsAccount: z.string().nullable(),
  createUser: z.string().nullable(),
  createTime: z.string(),
  /** The second factors the user has enrolled (absent from servers without second factors). */
  factors: z.array(mfaFactorSchema).optional(),
});
export type AdminUser = z.output<typeof adminUserSchema>;

/** `statistic` of the user list: counts with every filter but status and lock applied. */
export const userListStatisticSchema = z.object({
  enabled: z.number(),
  disabled: z.number(),
  locked: z.number(),
});
export type UserListStatistic = z.output<typeof userListStatisticSchema>;

/** A page of the user list with its `statistic`. */
export const userPageSchema = pagedSchema(adminUserSchema).extend({
  statistic: userListStatisticSchema,
});

/** A user–unit relation (product.md §6): administrator flags and the possible login units. */
export const userUnitRelationSchema = z.object({
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  isAdmin: flagSchema,
  isAgentAdmin: flagSchema,
  canLogin: flagSchema,
});
export type UserUnitRelation = z.output<typeof userUnitRelationSchema>;

/** GET {UC}/user/detail?id=: not found or out of scope: 40401 'Failed to get detail of user'. */
export const adminUserDetailSchema = adminUserSchema.extend({
  idcard: z.string().nullable(),
  birth: z.string().nullable(),
  address: z.string().nullable(),
  isBackdoor: flagSchema,
  canUseBackdoor: flagSchema,
  receiveMessage: flagSchema,
  wechatBound: flagSchema,
  wechatFollowed: flagSchema,
  units: z.array(userUnitRelationSchema),
});
export type AdminUserDetail = z.output<typeof adminUserDetailSchema>;

const sexSchema = optionalField(z.enum(['male', 'female']));
const optionalFields = {
  departmentId: optionalField(idSchema),
  sex: sexSchema,
  birth: optionalField(isoDateSchema),
  address: optionalText(200),
  expireTime: optionalField(dateInputSchema),
  useDeptRole: optionalField(flagSchema),
  isSupplierAdmin: optionalField(flagSchema),
  pmsAccount: optionalText(64),
};

/**
 * POST {UC}/user/add: the user-add rule of product.md §5 (`userAddSchema`: code, name, e-mail,
 * unit name; 'User code already exists' from the server), the home unit (`unitId`, default the
 * session unit) and an initial password, checked against that unit's PASSWORD_STRATEGY. The new
 * user changes it at first login.
 */
export const userAddRequestSchema = userAddSchema
  .safeExtend({
    unitId: optionalField(idSchema),
    password: secretField('validation.password.newRequired'),
    ...optionalFields,
  })
  .superRefine(withinColumns({ name: 100 }));
export type UserAddRequest = z.input<typeof userAddRequestSchema>;

/**
 * PUT (or POST) {UC}/user/update: the fields given change; contact fields by the §5 rules. Every
 * optional field is clearable: absent = unchanged, null or '' = emptied (NULL on the server).
 */
export const userUpdateSchema = withRules(
  formObject({
    id: idSchema,
    name: z.string().trim().min(1, 'validation.user.nameRequired').max(100).optional(),
    email: clearableText(254),
    mobile: clearableText(32),
    idcard: clearableText(18),
    departmentId: clearableField(idSchema),
    sex: clearableField(z.enum(['male', 'female'])),
    birth: clearableField(isoDateSchema),
    address: clearableText(200),
    expireTime: clearableField(dateInputSchema),
    useDeptRole: optionalField(flagSchema),
    isSupplierAdmin: optionalField(flagSchema),
    pmsAccount: clearableText(64),
  }),
  (form) =>
    collectErrors([
      ['email', validateEmail(form.email ?? '')],
      ['mobile', validateMobile(form.mobile ?? '')],
      ['idcard', validateIdNumber(form.idcard ?? '')],
    ] as const),
);
export type UserUpdateRequest = z.input<typeof userUpdateSchema>;

/** PUT (or POST) {UC}/user/updateState: enable or disable (a disabled user's sessions end). */
export const userStateSchema = z.object({ id: idSchema, status: z.enum(USER_STATUS_VALUES) });
export type UserStateRequest = z.input<typeof userStateSchema>;

/**
 * POST {UC}/user/lock {id}: an administrator locks (product.md §4) until an unlock; the user's
 * sessions end and sign-in is refused. POST {UC}/user/unlock {id}: an administrator unlocks.
 */

/**
 * POST {UC}/user/resetPassword: the reset form of product.md §5 (`resetPasswordSchema`: new and
 * confirm, matching), then the user's unit PASSWORD_STRATEGY; sessions end, and the user changes
 * the password at the next sign-in.
 */
export const userResetPasswordSchema = resetPasswordSchema.safeExtend({ id: idSchema });
export type UserResetPasswordRequest = z.input<typeof userResetPasswordSchema>;

/** POST (or DELETE) {UC}/user/delete {id}. */

/** GET {UC}/user/units?id=: the user's relations, in the caller's scope. */

/**
 * PUT (or POST) {UC}/user/saveUnits: the relations to units of the caller's scope become exactly
 * `units` (relations to other units are kept).
 */
export const userUnitsSaveSchema = z.object({
  id: idSchema,
  units: z
    .array(
      z.object({
        unitId: idSchema,
        isAdmin: flagSchema.default('F'),
        isAgentAdmin: flagSchema.default('F'),
        canLogin: flagSchema.default('T'),
      }),
    )
    .max(500),
});
export type UserUnitsSaveRequest = z.input<typeof userUnitsSaveSchema>;

const authLists = {
  /** The unit the grants are for; the user's home unit when absent. */
  unitId: optionalField(idSchema),
  /** Roles held in the unit (its own, or dispatched to it). */
  roleIds: idListSchema.optional(),
  /** The app of menuIds, operationIds and reportIds (ids of /user/menuTree…). */
  appCode: optionalText(32),
  menuIds: idListSchema.optional(),
  operationIds: idListSchema.optional(),
  reportIds: idListSchema.optional(),
};

/**
 * PUT (or POST) {UC}/user/saveUserAuthInfo (api-contract.md §7.4): each list given replaces that
 * set of the user's grants in the unit (menus and resources: of `appCode` only).
 */
export const saveUserAuthInfoSchema = z.object({ userId: idSchema, ...authLists });
export type SaveUserAuthInfoRequest = z.input<typeof saveUserAuthInfoSchema>;

/** PUT (or POST) {UC}/user/saveUserAuthInfoBatch: the same for several users, all or nothing. */
export const saveUserAuthInfoBatchSchema = z.object({
  userIds: idListSchema.min(1),
  ...authLists,
});
export type SaveUserAuthInfoBatchRequest = z.input<typeof saveUserAuthInfoBatchSchema>;

/**
 * POST {UC}/user/updateUserResourceByCode (api-contract.md §7.4): grants (`add`), revokes
 * (`remove`) or sets (`replace`) a user's menus (by identity) or resources (by code) of one app.
 */
export const updateUserResourceByCodeSchema = z.object({
  userCode: z.string().trim().min(1).max(64),
  /** The user's home unit (or a unit the user may sign in to); the session unit when absent. */
  unitCode: optionalText(64),
  appCode: z.string().trim().min(1).max(32),
  type: z.enum(['MENU', 'OPERATION', 'REPORT']),
  codes: z.array(z.string().trim().min(1).max(100)).max(1000),
  mode: z.enum(['add', 'remove', 'replace']).default('add'),
});
export type UpdateUserResourceByCodeRequest = z.input<typeof updateUserResourceByCodeSchema>;

/** What the grant calls answer: how many users were changed. */
export const savedCountSchema = z.object({ saved: z.number().int().nonnegative() });
export type SavedCount = z.output<typeof savedCountSchema>;
