import { z } from 'zod';
import { userUnitRelationSchema } from '../admin-users';
import { answer, defineCall } from '../call';
import {
  decryptRequestSchema,
  editProjectionInChildSchema,
  editProjectionInParentSchema,
  projectionInChildQuerySchema,
  projectionInParentQuerySchema,
  unitProjectionSchema,
  userCompanyInfoSaveSchema,
  userSupplierSaveSchema,
  userZoneInfoSaveSchema,
} from '../user-relations';

/**
 * The user calls of api-contract.md §7.4 that the contract lists without bodies (designed in
 * contract/user-relations.ts): zone, company and supplier relations and the unit projections,
 * which are user administration (so the authorization matrix makes each of them).
 */
const relation = { base: 'UC', family: 'users' } as const;

export const USER_RELATION_CALLS = {
  saveZones: defineCall({
    ...relation,
    method: 'PUT',
    path: '/user/saveUserZoneInfo',
    input: userZoneInfoSaveSchema,
    output: answer(z.array(userUnitRelationSchema)),
    summary: 'Zones (areas) whose hotels the user may sign in to',
    readme: {
      input:
        "`{ userId, areaIds }`: the user may sign in to exactly the hotels of these areas (of the caller's scope)",
      answer: '`UserUnitRelation[]`',
    },
  }),
  saveCompanies: defineCall({
    ...relation,
    method: 'PUT',
    path: '/user/saveUserCompanyInfo',
    input: userCompanyInfoSaveSchema,
    output: answer(z.array(userUnitRelationSchema)),
    summary: 'Companies the user may sign in to',
    readme: {
      input: '`{ userId, unitIds }`: the COMPAN units to sign in to',
      answer: '`UserUnitRelation[]`',
    },
  }),
  saveSupplier: defineCall({
    ...relation,
    method: 'PUT',
    path: '/user/saveUserSupplier',
    input: userSupplierSaveSchema,
    output: answer(z.array(userUnitRelationSchema)),
    summary: 'Supplier administrator flag and suppliers',
    readme: {
      input:
        '`{ userId, isSupplierAdmin?, unitIds? }`: supplier admin flag (supplier users), SUPPLI units',
      answer: '`UserUnitRelation[]`',
    },
  }),
  projectionInParent: defineCall({
    ...relation,
    method: 'GET',
    path: '/user/unitProjectionInParent',
    input: projectionInParentQuerySchema,
    output: answer(unitProjectionSchema),
    summary: "A user's relation to the parent unit",
    readme: {
      input: '`userCode`, `unitId`',
      answer: "`UnitProjection`: the user's relation to the parent unit",
    },
  }),
  projectionInChild: defineCall({
    ...relation,
    method: 'GET',
    path: '/user/unitProjectionInChild',
    input: projectionInChildQuerySchema,
    output: answer(unitProjectionSchema),
    summary: "A user's relation to a unit below",
    readme: {
      input: '`userCode`, `unitId`, `childId`',
      answer: '`UnitProjection` in a unit below',
    },
  }),
  editProjectionInParent: defineCall({
    ...relation,
    method: 'PUT',
    path: '/user/editProjectionInParent',
    input: editProjectionInParentSchema,
    output: answer(unitProjectionSchema),
    summary: "Change a user's relation to the parent unit",
    readme: {
      input: '`{ userCode, unitId, related, isAdmin?, isAgentAdmin?, canLogin? }`',
      answer: '`UnitProjection`',
    },
  }),
  editProjectionInChild: defineCall({
    ...relation,
    method: 'PUT',
    path: '/user/editProjectionInChild',
    input: editProjectionInChildSchema,
    output: answer(unitProjectionSchema),
    summary: "Change a user's relation to a unit below",
    readme: {
      input: '`{ userCode, unitId, childId, related, isAdmin?, isAgentAdmin?, canLogin? }`',
      answer: '`UnitProjection`',
    },
  }),
};

/** Decrypt (api-contract.md §7.4): any signed-in user may call it, so it is no administration call. */
export const USER_CODE_CALLS = {
  decrypt: defineCall({
    base: 'UC',
    family: 'signedIn',
    method: 'POST',
    place: 'query',
    path: '/user/decrypt',
    input: decryptRequestSchema,
    output: answer(z.string()),
    summary: 'Plain text of an encoded value (encodedCode)',
    readme: {
      input: '`value` (query, or a body): an `encodedCode`',
      answer: 'its plain text `unitCode:userCode`',
    },
  }),
};
