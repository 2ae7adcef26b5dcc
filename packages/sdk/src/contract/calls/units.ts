import { z } from 'zod';
import { idRequestSchema, unitIdQuerySchema } from '../admin-common';
import {
  adminAreaSchema,
  adminUnitSchema,
  areaListQuerySchema,
  passwordStrategySaveSchema,
  unitAddSchema,
  unitAppRowSchema,
  unitAppSaveSchema,
  unitAppStepRowSchema,
  unitAppStepsQuerySchema,
  unitListQuerySchema,
  unitPageSchema,
  unitParamDeleteSchema,
  unitParamRowSchema,
  unitParamSaveSchema,
  unitStateSchema,
  unitUpdateSchema,
} from '../admin-units';
import { pagedSchema } from '../page-query';
import { answer, defineCall } from '../call';

/**
 * Unit administration (product.md §2.5 /unit/unitList, unit-app-list, unit-app-step-list,
 * unit-params) and the area chooser's list, under the UC base.
 */
const unit = { base: 'UC', family: 'units' } as const;

export const UNIT_CALLS = {
  list: defineCall({
    ...unit,
    method: 'GET',
    path: '/unit/list',
    input: unitListQuerySchema,
    output: answer(unitPageSchema),
    paged: true,
    summary: 'Units (paged)',
    readme: {
      input:
        'paged; `type` (COMPAN…ALLIAN) or `types` (`OTA,ALLIAN`), `keyword`, `parentId`, `status`',
      answer: 'paged `AdminUnit`; `statistic.byType` counts',
    },
  }),
  detail: defineCall({
    ...unit,
    method: 'GET',
    path: '/unit/detail',
    input: idRequestSchema,
    output: answer(adminUnitSchema),
    summary: 'One unit',
    readme: {
      input: '`id`',
      answer: '`AdminUnit`',
    },
  }),
  add: defineCall({
    ...unit,
    method: 'POST',
    path: '/unit/add',
    input: unitAddSchema,
    output: answer(adminUnitSchema),
    summary: 'Add a unit',
    readme: {
      input: '`{ code, descript, type, parentId, areaId?, theme?, language? }`',
      answer: "`AdminUnit`; 'Unit code already exists'",
    },
  }),
  update: defineCall({
    ...unit,
    method: 'PUT',
    path: '/unit/update',
    input: unitUpdateSchema,
    output: answer(adminUnitSchema),
    summary: 'Change a unit',
    readme: {
      input: '`{ id, descript?, type?, parentId? (moves), areaId?, theme?, language? }`',
      answer: '`AdminUnit`',
    },
  }),
  updateState: defineCall({
    ...unit,
    method: 'PUT',
    path: '/unit/updateState',
    input: unitStateSchema,
    output: answer(adminUnitSchema),
    summary: 'Enable or disable a unit',
    readme: {
      input: '`{ id, status: enabled | disabled }` (not the platform)',
      answer: '`AdminUnit`; a disabled unit refuses sign-in (40112) and ends its sessions',
    },
  }),
  areas: defineCall({
    ...unit,
    method: 'GET',
    path: '/unit/areas',
    input: areaListQuerySchema,
    output: answer(pagedSchema(adminAreaSchema)),
    paged: true,
    summary: 'Areas to choose from',
    readme: {
      input: 'paged; `unitId?`, `keyword`',
      answer: 'paged `AdminArea` (the area chooser)',
    },
  }),
  delete: defineCall({
    ...unit,
    method: 'DELETE',
    path: '/unit/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a unit',
    readme: {
      input: '`id`',
      answer: 'refused while units or users are below it',
    },
  }),
  apps: defineCall({
    ...unit,
    family: 'unitApps',
    method: 'GET',
    path: '/unit/apps',
    input: unitIdQuerySchema,
    output: answer(z.array(unitAppRowSchema)),
    summary: 'Apps opened for a unit',
    readme: {
      input: '`unitId`',
      answer: '`UnitAppRow[]`: every app, granted/enabled/sso for the unit',
    },
  }),
  appSteps: defineCall({
    ...unit,
    family: 'unitApps',
    method: 'GET',
    path: '/unit/appSteps',
    input: unitAppStepsQuerySchema,
    output: answer(z.array(unitAppStepRowSchema)),
    summary: 'Open steps of an app',
    readme: {
      input: '`unitId`, `appCode`',
      answer: "`UnitAppStepRow[]`: the unit's app opening steps, in order",
    },
  }),
  saveApp: defineCall({
    ...unit,
    family: 'unitApps',
    method: 'PUT',
    path: '/unit/saveApp',
    input: unitAppSaveSchema,
    output: answer(unitAppRowSchema),
    summary: 'Open or close an app for a unit',
    readme: {
      input: '`{ unitId, appCode, enabled, sso }`',
      answer: '`UnitAppRow`: opens or closes the app, with its SSO flag',
    },
  }),
  params: defineCall({
    ...unit,
    family: 'parameters',
    method: 'GET',
    path: '/unit/params',
    input: unitIdQuerySchema,
    output: answer(z.array(unitParamRowSchema)),
    summary: 'Parameters of a unit',
    readme: {
      input: '`unitId`',
      answer: '`UnitParamRow[]`: own and inherited parameters',
    },
  }),
  saveParam: defineCall({
    ...unit,
    family: 'parameters',
    method: 'PUT',
    path: '/unit/saveParam',
    input: unitParamSaveSchema,
    output: answer(z.array(unitParamRowSchema)),
    summary: 'Save a parameter',
    readme: {
      input: '`{ unitId, code, value, remark? }` (not PASSWORD_STRATEGY)',
      answer: '`UnitParamRow[]`',
    },
  }),
  savePasswordStrategy: defineCall({
    ...unit,
    family: 'parameters',
    method: 'PUT',
    path: '/unit/savePasswordStrategy',
    input: passwordStrategySaveSchema,
    output: answer(z.array(unitParamRowSchema)),
    summary: 'Save PASSWORD_STRATEGY',
    readme: {
      input: "`{ unitId, complexity[], length, maxAgeDays? }` (the parameter screen's rule)",
      answer: '`UnitParamRow[]`',
    },
  }),
  deleteParam: defineCall({
    ...unit,
    family: 'parameters',
    method: 'DELETE',
    path: '/unit/deleteParam',
    input: unitParamDeleteSchema,
    output: answer(z.array(unitParamRowSchema)),
    summary: 'Delete a parameter',
    readme: {
      input: '`{ unitId, code }`',
      answer: '`UnitParamRow[]` (the inherited value applies again)',
    },
  }),
};
