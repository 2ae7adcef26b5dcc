import {
  brandCodeQuerySchema,
  brandListQuerySchema,
  brandSaveSchema,
  dictHaltSchema,
  dictListQuerySchema,
  dictSaveSchema,
  domainListQuerySchema,
  domainSaveSchema,
  idRequestSchema,
  macroListQuerySchema,
  macroSaveSchema,
  macroStateSchema,
  projectConfigSaveSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { brandDetail, deleteBrand, listBrands, saveBrand } from '../services/admin-brands';
import { deleteDict, haltDict, listDicts, saveDict } from '../services/admin-dicts';
import { deleteDomain, listDomains, saveDomain } from '../services/admin-domains';
import {
  configApps,
  deleteMacro,
  listMacros,
  saveMacro,
  setMacroState,
} from '../services/admin-macros';
import { readProjectConfig, saveProjectConfig } from '../services/admin-project-config';
import { deleteOrPost, payloadOf, putOrPost, requireSessionFor, scopeOf } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * Configuration administration (product.md §2.5 /config, /code/{code}), under the UC base:
 * domain records (unit administrators, their units), and platform-only brands, project config,
 * application macro config and the code dictionary. README "Administration".
 */
export const adminConfigRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'config');

  app.get('/domain/list', async (request) => {
    const query = domainListQuerySchema.parse(request.query);
    return ok(await listDomains(db, await scope(request), query));
  });
  app.post('/domain/add', async (request) => {
    const input = domainSaveSchema.parse(request.body);
    return ok(await saveDomain(db, await scope(request), { ...input, id: undefined }));
  });
  putOrPost(app, '/domain/update', async (request) => {
    const input = domainSaveSchema.parse(request.body);
    const { id } = idRequestSchema.parse(input);
    return ok(await saveDomain(db, await scope(request), { ...input, id }));
  });
  deleteOrPost(app, '/domain/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteDomain(db, await scope(request), id);
    return ok(null);
  });

  app.get('/brand/list', async (request) => {
    const query = brandListQuerySchema.parse(request.query);
    return ok(await listBrands(db, await scope(request), query));
  });
  app.get('/brand/detail', async (request) => {
    const { code } = brandCodeQuerySchema.parse(request.query);
    return ok(await brandDetail(db, await scope(request), code));
  });
  app.post('/brand/add', async (request) => {
    const input = brandSaveSchema.parse(request.body);
    return ok(await saveBrand(db, await scope(request), input, 'add'));
  });
  putOrPost(app, '/brand/update', async (request) => {
    const input = brandSaveSchema.parse(request.body);
    return ok(await saveBrand(db, await scope(request), input, 'update'));
  });
  deleteOrPost(app, '/brand/delete', async (request) => {
    const { code } = brandCodeQuerySchema.parse(payloadOf(request));
    await deleteBrand(db, await scope(request), code);
    return ok(null);
  });

  app.get('/projectConfig', async (request) => {
    return ok(await readProjectConfig(db, await scope(request)));
  });
  putOrPost(app, '/projectConfig/save', async (request) => {
    const input = projectConfigSaveSchema.parse(request.body);
    return ok(await saveProjectConfig(db, await scope(request), input));
  });

  app.get('/config/apps', async (request) => {
    return ok(await configApps(db, await scope(request)));
  });

  app.get('/macro/list', async (request) => {
    const query = macroListQuerySchema.parse(request.query);
    return ok(await listMacros(db, await scope(request), query));
  });
  app.post('/macro/add', async (request) => {
    const input = macroSaveSchema.parse(request.body);
    return ok(await saveMacro(db, await scope(request), { ...input, id: undefined }));
  });
  putOrPost(app, '/macro/update', async (request) => {
    const input = macroSaveSchema.parse(request.body);
    const { id } = idRequestSchema.parse(input);
    return ok(await saveMacro(db, await scope(request), { ...input, id }));
  });
  putOrPost(app, '/macro/updateState', async (request) => {
    const input = macroStateSchema.parse(request.body);
    return ok(await setMacroState(db, await scope(request), input));
  });
  deleteOrPost(app, '/macro/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteMacro(db, await scope(request), id);
    return ok(null);
  });

  app.get('/dict/list', async (request) => {
    const query = dictListQuerySchema.parse(request.query);
    return ok(await listDicts(db, await scope(request), query));
  });
  app.post('/dict/add', async (request) => {
    const input = dictSaveSchema.parse(request.body);
    return ok(await saveDict(db, await scope(request), { ...input, id: undefined }));
  });
  putOrPost(app, '/dict/update', async (request) => {
    const input = dictSaveSchema.parse(request.body);
    const { id } = idRequestSchema.parse(input);
    return ok(await saveDict(db, await scope(request), { ...input, id }));
  });
  putOrPost(app, '/dict/halt', async (request) => {
    const input = dictHaltSchema.parse(request.body);
    return ok(await haltDict(db, await scope(request), input));
  });
  deleteOrPost(app, '/dict/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteDict(db, await scope(request), id);
    return ok(null);
  });
};
