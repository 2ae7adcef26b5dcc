import { DEFAULT_API_BASES } from '@portico/sdk';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { installErrorHandling, sendNotFound } from './http/errors';
import { appConfigRoutes } from './routes/app-config';
import { appsRoutes } from './routes/apps';
import { orgRoutes } from './routes/org';
import { ssoRoutes } from './routes/sso';
import { registerStatic, type StaticRoots } from './routes/static';

export interface BuildAppOptions {
  db: Database;
  /** Folders to serve; none by default, so tests run the API alone. */
  staticRoots?: StaticRoots;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* (behind a load balancer), so that login logs record the client IP. */
  trustProxy?: boolean;
}

/** Builds the server without listening: `main.ts` listens, tests call `app.inject`. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const { db } = options;

  app.decorateRequest('auth', null);
  installErrorHandling(app);
  // No page of ours leaks its URL (which may carry ssoToken) to another site (DESIGN.md).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });

  const uc = DEFAULT_API_BASES.UC;
  app.register(ssoRoutes, { prefix: uc, db });
  app.register(appsRoutes, { prefix: uc, db });
  app.register(orgRoutes, { prefix: uc, db });
  app.register(appConfigRoutes, { prefix: '/app-config', db });

  const spaFallback = registerStatic(app, options.staticRoots ?? {});
  app.setNotFoundHandler(
    (request, reply) => spaFallback?.(request, reply) ?? sendNotFound(request, reply),
  );
  return app;
}
