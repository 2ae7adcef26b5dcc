import { kvTranslatesHeadersSchema, TRANSLATION_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../http/locale';
import { tokenFromHeader } from '../../http/require-session';
import { findActiveSession } from '../session/session';
import { parsePullDate, pullTranslations, saveTranslations } from './translations';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * kv translations (api-contract.md §7.8), mounted under the TRANSLATE base; declared in the SDK's
 * contract/calls/translations.ts.
 */
export const translateRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, TRANSLATION_CALLS, {
    pull: async (_nobody, { lastPullDate }, request) => {
      const { appcode: appCode } = kvTranslatesHeadersSchema.parse(request.headers);
      // A valid session reads its unit's overrides; no (or a dead) token: platform-wide text only.
      const token = tokenFromHeader(request.headers.authorization);
      const unit = token ? ((await findActiveSession(db, token))?.unit ?? null) : null;
      const lang = localeOf(request);
      return pullTranslations(db, {
        appCode,
        lang,
        lastPullDate: parsePullDate(lastPullDate),
        unit,
      });
    },
    save: (session, input) => saveTranslations(db, session, input),
  });
};
