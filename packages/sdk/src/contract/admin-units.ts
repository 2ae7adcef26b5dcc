import { z } from 'zod';
import { LOCALES } from '../i18n/translate';
import { flagSchema, idSchema, optionalField, optionalText } from './admin-common';
import { pagedSchema, pageQuerySchema } from './page-query';

/**
 * Unit administration (product.md §2.5 /unit/unitList, unit-app-list, unit-params), under the UC
 * base. Units are changed by the administrators of their parent (a hotel by its group, a group
 * by the platform); a unit's apps likewise; its parameters by its own administrators too.
 */

/** The unit types of the unit list filter (product.md §2.5). */
export const ADMIN_UNIT_TYPES = [
  'COMPAN',
  'HOTEL',
  'OTA',
  'TRAVEL',
  'SUPPLI',
  'DISTRI',
  'ALLIAN',
] as const;
export type AdminUnitType = (typeof ADMIN_UNIT_TYPES)[number];
export const unitTypeSchema = z.enum(ADMIN_UNIT_TYPES);

/** A unit is enabled or disabled; the users of a disabled unit cannot sign in to it. */
export const UNIT_STATUS_VALUES = ['enabled', 'disabled'] as const;
export type UnitStatus = (typeof UNIT_STATUS_VALUES)[number];

/**
 * Several unit types in one filter, as `HOTEL,OTA` (the cooperator chooser asks for every
 * cooperating type at once); each must be a known type.
 */
const unitTypeListSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((t) => t.trim()) : value),
  z.array(unitTypeSchema).min(1).max(ADMIN_UNIT_TYPES.length),
);

/**
 * The language a unit's pages default to when nothing else decides: no saved choice, no
 * `language` parameter, a browser that speaks neither locale. Null: the parent unit's.
 */
export const unitLanguageSchema = z.enum(LOCALES);
const UNIT_LANGUAGE_MEANING =
  'The language the unit’s pages default to when the user has chosen none and the browser speaks neither (`zh-CN` or `en-US`); null: the parent unit’s.';

/** Unit codes travel in URLs (/org/code/{code}), so they keep to a safe alphabet. */
export const UNIT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const unitCodeSchema = z.string().trim().regex(UNIT_CODE_PATTERN, 'adminServer.unitCodeInvalid');
const unitNameSchema = z.string().trim().min(1, 'adminServer.unitNameRequired').max(200);

/**
 * GET {UC}/unit/list: paged units in the caller's scope; `parentId` lists one unit's children,
 * `types` keeps any of several types (the `byType` statistic ignores both type filters).
 */
export const unitListQuerySchema = pageQuerySchema.extend({
  type: optionalField(unitTypeSchema),
  types: optionalField(unitTypeListSchema),
  keyword: optionalText(100),
  parentId: optionalField(idSchema),
  status: optionalField(z.enum(UNIT_STATUS_VALUES)),
});
export type UnitListQuery = z.input<typeof unitListQuerySchema>;

/** A row of the unit list and the answer of detail, add and update. */
export const adminUnitSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  code: z.string(),
  descript: z.string(),
  type: unitTypeSchema,
  parentId: z.string().nullable(),
  parentCode: z.string().nullable(),
  areaId: z.string().nullable(),
  areaCode: z.string().nullable(),
  theme: z.string().nullable(),
  /** The unit's own default language; null: it inherits `inheritedLanguage`. */
  language: unitLanguageSchema.nullable().describe(UNIT_LANGUAGE_MEANING),
  inheritedLanguage: z
    .enum(LOCALES)
    .nullable()
    .describe(
      'The default language the unit would take from the units above it (null: none sets one, zh-CN applies).',
    ),
  status: z.enum(UNIT_STATUS_VALUES),
  createTime: z.string(),
  hasChildren: z.boolean(),
  /** Users whose home unit this is. */
  userCount: z.number().int().nonnegative(),
});
export type AdminUnit = z.output<typeof adminUnitSchema>;

/** `statistic` of the unit list: units per type, with every filter but the type applied. */
export const unitListStatisticSchema = z.object({ byType: z.record(unitTypeSchema, z.number()) });
export type UnitListStatistic = z.output<typeof unitListStatisticSchema>;

/** A page of the unit list with its `statistic`. */
export const unitPageSchema = pagedSchema(adminUnitSchema).extend({
  statistic: unitListStatisticSchema,
});

/** GET {UC}/unit/detail?id= */

/** POST {UC}/unit/add */
export const unitAddSchema = z.object({
  code: unitCodeSchema,
  descript: unitNameSchema,
  type: unitTypeSchema,
  parentId: idSchema,
  areaId: optionalField(idSchema),
  theme: optionalText(64),
  language: optionalField(unitLanguageSchema).describe(UNIT_LANGUAGE_MEANING),
});
export type UnitAddRequest = z.input<typeof unitAddSchema>;

/** PUT (or POST) {UC}/unit/update: the fields given change; `parentId` moves the unit. */
export const unitUpdateSchema = z.object({
  id: idSchema,
  descript: unitNameSchema.optional(),
  type: unitTypeSchema.optional(),
  parentId: idSchema.optional(),
  areaId: z.union([idSchema, z.null()]).optional(),
  theme: z.union([z.string().trim().max(64), z.null()]).optional(),
  language: z
    .union([unitLanguageSchema, z.null()])
    .optional()
    .describe(`${UNIT_LANGUAGE_MEANING} Absent: unchanged.`),
});
export type UnitUpdateRequest = z.input<typeof unitUpdateSchema>;

/** POST (or DELETE) {UC}/unit/delete {id}: refused while users or units are below it. */

/**
 * PUT (or POST) {UC}/unit/updateState: enables or disables a unit (administrators above it). A
 * unit without a parent (the platform) cannot be disabled: nobody could sign in to enable it.
 */
export const unitStateSchema = z.object({ id: idSchema, status: z.enum(UNIT_STATUS_VALUES) });
export type UnitStateRequest = z.input<typeof unitStateSchema>;

/** GET {UC}/unit/apps?unitId=: every app, with its opening for the unit. */
export const unitAppRowSchema = z.object({
  appCode: z.string(),
  descript: z.string(),
  /** The app itself: 'disabled' closes it everywhere. */
  appStatus: z.enum(['enabled', 'disabled']),
  /** The app's own SSO flag. */
  appSso: flagSchema,
  /** A grant exists for the unit (open or closed). */
  granted: z.boolean(),
  /** Open for the unit: granted and not closed. */
  enabled: z.boolean(),
  /** The unit's SSO flag: with 'F' its launcher does not list the app. */
  sso: flagSchema,
});
export type UnitAppRow = z.output<typeof unitAppRowSchema>;

/** GET {UC}/unit/appSteps?unitId=&appCode=: the steps of opening apps for a unit, in order. */
export const unitAppStepsQuerySchema = z.object({
  unitId: optionalField(idSchema),
  appCode: optionalText(32),
});
export type UnitAppStepsQuery = z.input<typeof unitAppStepsQuerySchema>;

export const APP_OPEN_STEP_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;
export type AppOpenStepStatus = (typeof APP_OPEN_STEP_STATUSES)[number];

/** One step of opening an app for a unit (product.md §3 "app open steps": fields not shown). */
export const unitAppStepRowSchema = z.object({
  id: z.string(),
  appCode: z.string(),
  appName: z.string(),
  step: z.number(),
  name: z.string(),
  status: z.enum(APP_OPEN_STEP_STATUSES),
  remark: z.string().nullable(),
  updateTime: z.string(),
});
export type UnitAppStepRow = z.output<typeof unitAppStepRowSchema>;

/**
 * GET {UC}/unit/areas: paged areas (product.md §3 "Area: code, descript") of the units in the
 * caller's scope, or of one unit (`unitId`), by code or name; the area chooser's list.
 */
export const areaListQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
  keyword: optionalText(100),
});
export type AreaListQuery = z.input<typeof areaListQuerySchema>;

export const adminAreaSchema = z.object({
  id: z.string(),
  code: z.string(),
  descript: z.string(),
  /** The group unit whose hotels the area groups. */
  unitId: z.string(),
  unitCode: z.string(),
});
export type AdminArea = z.output<typeof adminAreaSchema>;

/** PUT (or POST) {UC}/unit/saveApp: opens (enabled) or closes an app for a unit. */
export const unitAppSaveSchema = z.object({
  unitId: idSchema,
  appCode: z.string().trim().min(1).max(32),
  enabled: z.boolean(),
  sso: flagSchema.default('T'),
});
export type UnitAppSaveRequest = z.input<typeof unitAppSaveSchema>;

/** GET {UC}/unit/params?unitId=: the unit's parameters, its own and inherited. */
export const unitParamRowSchema = z.object({
  code: z.string(),
  value: z.string(),
  remark: z.string().nullable(),
  /** The unit the value comes from. */
  unitCode: z.string(),
  inherited: z.boolean(),
});
export type UnitParamRow = z.output<typeof unitParamRowSchema>;

const paramCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/);

/** PUT (or POST) {UC}/unit/saveParam: any parameter but PASSWORD_STRATEGY. */
export const unitParamSaveSchema = z.object({
  unitId: idSchema,
  code: paramCodeSchema,
  value: z.string().max(4000).describe('The value of the parameter for this unit.'),
  remark: z.union([z.string().max(4000), z.null()]).optional(),
});
export type UnitParamSaveRequest = z.input<typeof unitParamSaveSchema>;

/**
 * PUT (or POST) {UC}/unit/savePasswordStrategy: the parameter screen's form (product.md §5:
 * complexity chosen, length a positive integer of at least 6), checked by the shared rule
 * `validatePasswordParameters`; `maxAgeDays` forces a change after that many days.
 */
export const passwordStrategySaveSchema = z.object({
  unitId: idSchema,
  complexity: z.array(z.string().max(32)).max(8).nullish(),
  length: z.union([z.string().max(8), z.number()]).nullish(),
  maxAgeDays: optionalField(z.coerce.number().int().min(1).max(3650)),
});
export type PasswordStrategySaveRequest = z.input<typeof passwordStrategySaveSchema>;

/** POST {UC}/unit/deleteParam: the unit's own value goes; the inherited one applies again. */
export const unitParamDeleteSchema = z.object({ unitId: idSchema, code: paramCodeSchema });
export type UnitParamDeleteRequest = z.input<typeof unitParamDeleteSchema>;
