import { createServer } from 'node:net';
import { buildApp } from '../app';
import type { CasOptions } from '../cas/routes';
import type { Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { oidcPayloads } from '../db/schema';
import { loginAs } from './test-app';
import { openTestDatabase } from './test-db';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';

/** A port nobody listens on now: the issuer must be known before the app starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface OidcTestServer {
  app: FastifyInstance;
  db: Database;
  origin: string;
  issuer: string;
  close(): Promise<void>;
}

/**
 * A seeded server with the provider on, listening on loopback (openid-client needs HTTP); with
 * `cas`, the CAS server too, for tests of both.
 */
export async function startOidcServer(options: { cas?: CasOptions } = {}): Promise<OidcTestServer> {
  const database = await openTestDatabase();
  await seedDemo(database.handle.db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/oidc`;
  const app = buildApp({
    db: database.handle.db,
    rateLimits: false,
    oidc: { issuer, allowPrivateNetwork: true },
    cas: options.cas,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db: database.handle.db,
    origin,
    issuer,
    close: async () => {
      await app.close();
      await database.teardown();
    },
  };
}

/** Rows the provider keeps: bad requests must leave the count alone. */
export async function payloadRows(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(oidcPayloads);
  return row?.n ?? 0;
}

/**
 * A browser without a page: follows redirects by hand, keeps cookies by name (paths ignored,
 * which only sends a few extra cookies), and stops at an address outside the server.
 */
export class CookieBrowser {
  readonly cookies = new Map<string, string>();
  /** Cookies set with Expires or Max-Age: the ones a browser keeps when it restarts. */
  private readonly persistent = new Set<string>();
  constructor(private readonly origin: string) {}

  /** A browser restart: the session cookies go (the hub's token among them), persistent stay. */
  restart(): void {
    for (const name of [...this.cookies.keys()]) {
      if (!this.persistent.has(name)) this.cookies.delete(name);
    }
  }

  /** Whether the last Set-Cookie of `name` gave it a lifetime beyond the browser session. */
  isPersistent(name: string): boolean {
    return this.persistent.has(name);
  }

  async signInToHub(app: FastifyInstance, unitCode: string, userCode: string): Promise<string> {
    const login = await loginAs(app, unitCode, userCode);
    this.cookies.set('portico_token', encodeURIComponent(login.jwtToken));
    return login.jwtToken;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
      if (/;\s*(expires|max-age)=/i.test(line)) this.persistent.add(name);
      else this.persistent.delete(name);
    }
    return response;
  }

  /** Follows redirects within the server; answers the first address outside it, or the page. */
  async follow(url: string, limit = 10): Promise<{ url: string; response: Response }> {
    let current = url;
    for (let hop = 0; hop < limit; hop++) {
      if (!current.startsWith(this.origin)) return { url: current, response: new Response(null) };
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, response };
      }
      current = new URL(location, current).href;
    }
    throw new Error(`too many redirects from ${url}`);
  }
}
