import { z } from 'zod';
import { flagSchema, idSchema, optionalField, optionalText } from './admin-common';
import { managedUnitsQuerySchema } from './org';
import { codeSchema } from './page-query';

/**
 * Calls of api-contract.md §7.5 and §7.6 whose payloads are not shown: the fuzzy unit search,
 * CAS granting, iHotel's hotel choice, resources by type, and the resource diagnosis of the
 * administration screen /apply/verification (product.md §2.5).
 */

/**
 * GET {UC}/inter/org/orgs/blur?keyword&type&firstResult&pageSize: units whose code or name
 * contains `keyword`, among those the caller may switch to (as /gc/backdoor/managedUnits).
 */
export const orgBlurQuerySchema = managedUnitsQuerySchema.extend({ keyword: optionalText(100) });
export type OrgBlurQuery = z.input<typeof orgBlurQuerySchema>;

/**
 * GET {UC}/api/authz/cas/granting: the apps the session may be granted a CAS ticket for
 * (/sso/ticket, /sso/iamCheck): opened for the session unit, enabled, SSO on, with an address.
 */
export const casGrantSchema = z.object({
  appCode: z.string(),
  descript: z.string(),
  /** The origin a ticket's `service` must belong to. */
  service: z.string(),
});
export type CasGrant = z.output<typeof casGrantSchema>;

/**
 * POST {UC}/pms/selectHotel (iHotel): opens `appCode` in a hotel of /pms/listHotels; answers the
 * login result of the new app session in that hotel.
 */
export const selectHotelRequestSchema = z.object({
  unitCode: codeSchema(),
  appCode: codeSchema(32),
});
export type SelectHotelRequest = z.input<typeof selectHotelRequestSchema>;

export const RESOURCE_TYPES = ['menu', 'report', 'operation'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** GET {UC}/{type}/resource?name&appCode: the caller's resources of a type whose name matches. */
export const typedResourceParamsSchema = z.object({ type: z.enum(RESOURCE_TYPES) });
export const typedResourceQuerySchema = z.object({
  name: optionalText(100),
  appCode: optionalField(codeSchema(32)),
});
export type TypedResourceQuery = z.input<typeof typedResourceQuerySchema>;

export const typedResourceSchema = z.object({
  type: z.enum(RESOURCE_TYPES),
  appCode: z.string(),
  identity: z.string(),
  name: z.string(),
  /** The menu's path or link, the report's URL; null for operations. */
  url: z.string().nullable(),
});
export type TypedResource = z.output<typeof typedResourceSchema>;

/**
 * GET {UC}/resource/diagnosis?resourceId&unitCode&userCode (/apply/verification): whether a user
 * holds a menu or resource in a unit, and through what.
 */
export const resourceDiagnosisQuerySchema = z.object({
  resourceId: idSchema,
  unitCode: codeSchema(),
  userCode: codeSchema(),
});
export type ResourceDiagnosisQuery = z.input<typeof resourceDiagnosisQuerySchema>;

/** A grant that gives the resource: a role the user holds (own, child or department role), or the user directly. */
export const resourceDiagnosisGrantSchema = z.object({
  via: z.enum(['role', 'user']),
  /** The role's code, or the user's code for a direct grant. */
  code: z.string(),
});
export type ResourceDiagnosisGrant = z.output<typeof resourceDiagnosisGrantSchema>;

export const resourceDiagnosisSchema = z.object({
  resource: z.object({
    id: z.string(),
    kind: z.enum(['menu', 'OPERATION', 'REPORT']),
    appCode: z.string(),
    identity: z.string(),
    name: z.string(),
  }),
  /** The user holds it in the unit: the app is open and a grant below says so. */
  granted: z.boolean(),
  appOpen: z.boolean(),
  userEnabled: flagSchema,
  grants: z.array(resourceDiagnosisGrantSchema),
});
export type ResourceDiagnosis = z.output<typeof resourceDiagnosisSchema>;
