import { codeSchema, kvBatchRequestSchema, kvTranslatesQuerySchema } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { createRequireSession, sessionOf, tokenFromHeader } from '../http/require-session';
import { findActiveSession } from '../services/session';
import { parsePullDate, pullTranslations, saveTranslations } from '../services/translations';
import type { RouteOptions } from './options';

export const kvTranslatesHeadersSchema = z.object({ appcode: codeSchema(32) });

/** kv translations (api-contract.md §7.8), mounted under the TRANSLATE base. */
export const translateRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  // Public: the login page pulls its texts before anyone has signed in.
  app.get('/kv_translate/kv_translates', async (request) => {
    const { appcode: appCode } = kvTranslatesHeadersSchema.parse(request.headers);
    const { lastPullDate } = kvTranslatesQuerySchema.parse(request.query);
    const lang = localeOf(request);
    // A valid session reads its unit's overrides; no (or a dead) token: platform-wide text only.
    const token = tokenFromHeader(request.headers.authorization);
    const unit = token ? ((await findActiveSession(db, token))?.unit ?? null) : null;
    const query = { appCode, lang, lastPullDate: parsePullDate(lastPullDate), unit };
    return ok(await pullTranslations(db, query));
  });

  app.post('/kv_translate/batch', { preHandler: createRequireSession(db) }, async (request) => {
    const input = kvBatchRequestSchema.parse(request.body);
    return ok(await saveTranslations(db, sessionOf(request), input));
  });
};
