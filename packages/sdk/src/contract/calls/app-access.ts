import {
  casGrantSchema,
  orgBlurQuerySchema,
  resourceDiagnosisQuerySchema,
  resourceDiagnosisSchema,
  selectHotelRequestSchema,
  typedResourceParamsSchema,
  typedResourceQuerySchema,
  typedResourceSchema,
} from '../app-access';
import { answer, defineCall } from '../call';
import { z } from 'zod';
import { pagedSchema } from '../page-query';
import { unitNodeSchema } from '../org';
import { loginResultSchema } from '../login-schema';

/**
 * Calls of api-contract.md §7.5–§7.6 whose payloads the contract does not show (schemas:
 * contract/app-access.ts), under the UC base; all need a session.
 */
const uc = { base: 'UC' } as const;

export const APP_ACCESS_CALLS = {
  // The same units as /gc/backdoor/managedUnits: `keyword` is this list's name for `search`.
  orgBlur: defineCall({
    ...uc,
    family: 'signedIn',
    method: 'GET',
    path: '/inter/org/orgs/blur',
    input: orgBlurQuerySchema,
    output: answer(pagedSchema(unitNodeSchema)),
    paged: true,
    summary: 'Units by a fuzzy keyword (paged)',
    readme: {
      input: '`keyword?`, `type?`, `firstResult`, `pageSize`',
      answer:
        'paged `UnitNode` (the units of `managedUnits`) whose code or name contains `keyword`',
    },
  }),
  casGranting: defineCall({
    ...uc,
    family: 'signedIn',
    method: 'GET',
    path: '/api/authz/cas/granting',
    input: z.object({}),
    output: answer(z.array(casGrantSchema)),
    summary: 'Apps the session may get CAS tickets for',
    readme: {
      input: '—',
      answer: "`CasGrant[]`: launcher apps with the origin a ticket's `service` must have",
    },
  }),
  selectHotel: defineCall({
    ...uc,
    family: 'signedIn',
    method: 'POST',
    path: '/pms/selectHotel',
    input: selectHotelRequestSchema,
    output: answer(loginResultSchema),
    summary: 'Open an app in a hotel: its login result',
    readme: {
      input: '`{ unitCode, appCode }`',
      answer: 'iHotel opens an app in a hotel of `/pms/listHotels` → `LoginResult`',
    },
  }),
  // find-my-way prefers every static path, so this matches only /{menu,report,operation}/resource.
  typedResources: defineCall({
    ...uc,
    family: 'signedIn',
    method: 'GET',
    path: '/:type/resource',
    input: typedResourceParamsSchema.extend(typedResourceQuerySchema.shape),
    output: answer(z.array(typedResourceSchema)),
    summary: 'Menus, reports or operations the caller holds',
    readme: {
      input: '`type` (menu, report, operation; in the path), `name?`, `appCode?`',
      answer: '`TypedResource[]` the caller holds in the session unit',
    },
  }),
  diagnosis: defineCall({
    ...uc,
    family: 'unitApps',
    method: 'GET',
    path: '/resource/diagnosis',
    input: resourceDiagnosisQuerySchema,
    output: answer(resourceDiagnosisSchema),
    summary: 'Why a user holds a resource in a unit, or not',
    readme: {
      input: '`resourceId`, `unitCode`, `userCode`',
      answer:
        '`ResourceDiagnosis`: granted?, app open, and the roles or direct grant giving it (administrators)',
    },
  }),
};
