import { CONFIG_CALLS, idRequestSchema } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { brandDetail, deleteBrand, listBrands, saveBrand } from './admin-brands';
import { deleteDict, haltDict, listDicts, saveDict } from './admin-dicts';
import { deleteDomain, listDomains, saveDomain } from './admin-domains';
import { hubHostsOf } from './hub-hosts';
import { configApps, deleteMacro, listMacros, saveMacro, setMacroState } from './admin-macros';
import { readProjectConfig, saveProjectConfig } from './admin-project-config';
import { requireSessionFor } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Configuration administration (product.md §2.5 /config, /code/{code}), under the UC base:
 * domain records (unit administrators, their units), and platform-only brands, project config,
 * application macro config and the code dictionary. README "Administration".
 */
export const adminConfigRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, CONFIG_CALLS, {
    domainList: (caller, query) => listDomains(db, caller, query),
    domainAdd: (caller, input, request) =>
      saveDomain(db, caller, { ...input, id: undefined }, hubHostsOf(request)),
    domainUpdate: (caller, input, request) =>
      saveDomain(
        db,
        caller,
        { ...input, id: idRequestSchema.parse(input).id },
        hubHostsOf(request),
      ),
    domainDelete: async (caller, { id }, request) => {
      await deleteDomain(db, caller, id, hubHostsOf(request));
      return null;
    },
    brandList: (caller, query) => listBrands(db, caller, query),
    brandDetail: (caller, { code }) => brandDetail(db, caller, code),
    brandAdd: (caller, input) => saveBrand(db, caller, input, 'add'),
    brandUpdate: (caller, input) => saveBrand(db, caller, input, 'update'),
    brandDelete: async (caller, { code }) => {
      await deleteBrand(db, caller, code);
      return null;
    },
    projectConfig: (caller) => readProjectConfig(db, caller),
    projectConfigSave: (caller, input) => saveProjectConfig(db, caller, input),
    apps: (caller) => configApps(db, caller),
    macroList: (caller, query) => listMacros(db, caller, query),
    macroAdd: (caller, input) => saveMacro(db, caller, { ...input, id: undefined }),
    macroUpdate: (caller, input) =>
      saveMacro(db, caller, { ...input, id: idRequestSchema.parse(input).id }),
    macroUpdateState: (caller, input) => setMacroState(db, caller, input),
    macroDelete: async (caller, { id }) => {
      await deleteMacro(db, caller, id);
      return null;
    },
    dictList: (caller, query) => listDicts(db, caller, query),
    dictAdd: (caller, input) => saveDict(db, caller, { ...input, id: undefined }),
    dictUpdate: (caller, input) =>
      saveDict(db, caller, { ...input, id: idRequestSchema.parse(input).id }),
    dictHalt: (caller, input) => haltDict(db, caller, input),
    dictDelete: async (caller, { id }) => {
      await deleteDict(db, caller, id);
      return null;
    },
  });
};
