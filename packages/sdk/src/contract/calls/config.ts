import { z } from 'zod';
import { idRequestSchema, noInputSchema } from '../admin-common';
import {
  configAppOptionSchema,
  adminDomainRowSchema,
  brandCodeQuerySchema,
  brandListQuerySchema,
  brandRowSchema,
  brandSaveSchema,
  codeDictRowSchema,
  dictHaltSchema,
  dictListQuerySchema,
  dictSaveSchema,
  domainListQuerySchema,
  domainSaveSchema,
  macroListQuerySchema,
  macroRowSchema,
  macroSaveSchema,
  macroStateSchema,
} from '../admin-config';
import { projectConfigSaveSchema, projectConfigSchema } from '../admin-project-config';
import { pagedSchema } from '../page-query';
import { answer, defineCall } from '../call';

/**
 * Configuration (product.md §2.5 /config/*): domain records, brands, project config, macros and
 * the code dictionary, under the UC base.
 */
const config = { base: 'UC', family: 'config' } as const;

export const CONFIG_CALLS = {
  domainList: defineCall({
    ...config,
    method: 'GET',
    path: '/domain/list',
    input: domainListQuerySchema,
    output: answer(pagedSchema(adminDomainRowSchema)),
    paged: true,
    summary: 'Domain records (paged)',
    readme: {
      input: 'paged; `domain`, `orgCode` (contains)',
      answer: 'paged `AdminDomainRow`, by host',
    },
  }),
  domainAdd: defineCall({
    ...config,
    method: 'POST',
    path: '/domain/add',
    input: domainSaveSchema,
    output: answer(adminDomainRowSchema),
    summary: 'Add a domain record',
    readme: {
      input:
        "`{ domain (host name, unique: 'Domain already exists'), orgCode, brandCode?, logoUrl?, backgroundUrl?, copyRight?, loginPage? }`",
      answer: '`AdminDomainRow`; `GET /domain/lookup` answers it at once',
    },
  }),
  domainUpdate: defineCall({
    ...config,
    method: 'PUT',
    path: '/domain/update',
    input: domainSaveSchema,
    output: answer(adminDomainRowSchema),
    summary: 'Change a domain record',
    readme: {
      input: 'the same + `id`',
      answer: '`AdminDomainRow`',
    },
  }),
  domainDelete: defineCall({
    ...config,
    method: 'DELETE',
    path: '/domain/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a domain record',
    readme: {
      input: '`id`',
      answer: 'null',
    },
  }),
  brandList: defineCall({
    ...config,
    method: 'GET',
    path: '/brand/list',
    input: brandListQuerySchema,
    output: answer(pagedSchema(brandRowSchema)),
    paged: true,
    summary: 'Brands (paged; platform)',
    readme: {
      input: 'paged; `keyword`',
      answer: 'paged `BrandRow` (with its number of domains)',
    },
  }),
  brandDetail: defineCall({
    ...config,
    method: 'GET',
    path: '/brand/detail',
    input: brandCodeQuerySchema,
    output: answer(brandRowSchema),
    summary: 'One brand (platform)',
    readme: {
      input: '`code`',
      answer: '`BrandRow`',
    },
  }),
  brandAdd: defineCall({
    ...config,
    method: 'POST',
    path: '/brand/add',
    input: brandSaveSchema,
    output: answer(brandRowSchema),
    summary: 'Add a brand (platform)',
    readme: {
      input: '`{ code, descript, theme?, loginPage?, logoUrl?, backgroundUrl?, copyRight? }`',
      answer: '`BrandRow`',
    },
  }),
  brandUpdate: defineCall({
    ...config,
    method: 'PUT',
    path: '/brand/update',
    input: brandSaveSchema,
    output: answer(brandRowSchema),
    summary: 'Change a brand (platform)',
    readme: {
      input: 'the same (the code names the brand)',
      answer: '`BrandRow`',
    },
  }),
  brandDelete: defineCall({
    ...config,
    method: 'DELETE',
    path: '/brand/delete',
    input: brandCodeQuerySchema,
    output: answer(z.null()),
    summary: 'Delete a brand (platform)',
    readme: {
      input: '`code` (its domains keep their own fields, without a brand)',
      answer: 'null',
    },
  }),
  projectConfig: defineCall({
    ...config,
    method: 'GET',
    path: '/projectConfig',
    input: noInputSchema,
    output: answer(projectConfigSchema),
    summary: 'Project config (platform)',
    readme: { input: '', answer: '`ProjectConfig`' },
  }),
  projectConfigSave: defineCall({
    ...config,
    method: 'PUT',
    path: '/projectConfig/save',
    input: projectConfigSaveSchema,
    output: answer(projectConfigSchema),
    summary: 'Save the project config (platform); loginSystemConfig.json serves it',
    readme: {
      input: '`{ apiBases, outsideLinks { protocols, domains, ports }, modules, customerFlags }`',
      answer: '`ProjectConfig`; `/app-config/loginSystemConfig.json` serves it',
    },
  }),
  apps: defineCall({
    ...config,
    method: 'GET',
    path: '/config/apps',
    input: noInputSchema,
    output: answer(z.array(configAppOptionSchema)),
    summary: 'Applications to choose from (platform)',
    readme: { input: '', answer: '`ConfigAppOption[]` (apps to choose from)' },
  }),
  macroList: defineCall({
    ...config,
    method: 'GET',
    path: '/macro/list',
    input: macroListQuerySchema,
    output: answer(pagedSchema(macroRowSchema)),
    paged: true,
    summary: 'Application macros (paged; platform)',
    readme: {
      input: 'paged; `appCode`, `keyword`',
      answer: 'paged `MacroRow`, by app and sort',
    },
  }),
  macroAdd: defineCall({
    ...config,
    method: 'POST',
    path: '/macro/add',
    input: macroSaveSchema,
    output: answer(macroRowSchema),
    summary: 'Add an application macro (platform)',
    readme: {
      input: '`{ appCode, macroCode (unique per app), config, type, sort?, state? }`',
      answer: '`MacroRow`',
    },
  }),
  macroUpdate: defineCall({
    ...config,
    method: 'PUT',
    path: '/macro/update',
    input: macroSaveSchema,
    output: answer(macroRowSchema),
    summary: 'Change an application macro (platform)',
    readme: {
      input: 'the same + `id`',
      answer: '`MacroRow`',
    },
  }),
  macroUpdateState: defineCall({
    ...config,
    method: 'PUT',
    path: '/macro/updateState',
    input: macroStateSchema,
    output: answer(macroRowSchema),
    summary: 'Enable or disable an application macro (platform)',
    readme: {
      input: '`{ id, state: T|F }`',
      answer: '`MacroRow`',
    },
  }),
  macroDelete: defineCall({
    ...config,
    method: 'DELETE',
    path: '/macro/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete an application macro (platform)',
    readme: {
      input: '`id`',
      answer: 'null',
    },
  }),
  dictList: defineCall({
    ...config,
    method: 'GET',
    path: '/dict/list',
    input: dictListQuerySchema,
    output: answer(pagedSchema(codeDictRowSchema)),
    paged: true,
    summary: 'Code dictionary (paged; platform)',
    readme: {
      input: 'paged; `appCode`, `keyword`',
      answer: 'paged `CodeDictRow`',
    },
  }),
  dictAdd: defineCall({
    ...config,
    method: 'POST',
    path: '/dict/add',
    input: dictSaveSchema,
    output: answer(codeDictRowSchema),
    summary: 'Add a dictionary entry (platform)',
    readme: {
      input: '`{ appCode, code (unique per app), content, descript?, sort?, isHalt? }`',
      answer: '`CodeDictRow`',
    },
  }),
  dictUpdate: defineCall({
    ...config,
    method: 'PUT',
    path: '/dict/update',
    input: dictSaveSchema,
    output: answer(codeDictRowSchema),
    summary: 'Change a dictionary entry (platform)',
    readme: {
      input: 'the same + `id`',
      answer: '`CodeDictRow`',
    },
  }),
  dictHalt: defineCall({
    ...config,
    method: 'PUT',
    path: '/dict/halt',
    input: dictHaltSchema,
    output: answer(codeDictRowSchema),
    summary: 'Halt or resume a dictionary entry (platform)',
    readme: {
      input: '`{ id, isHalt: T|F }` (a halted entry is not served by `GET /codeDict?isHalt=F`)',
      answer: '`CodeDictRow`',
    },
  }),
  dictDelete: defineCall({
    ...config,
    method: 'DELETE',
    path: '/dict/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a dictionary entry (platform)',
    readme: {
      input: '`id`',
      answer: 'null',
    },
  }),
};
