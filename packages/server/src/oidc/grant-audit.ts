import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcSessionFamilies } from '../db/schema';
import { recordGrant } from '../modules/audit/sign-in-events';
import { findClientApp } from './clients';

type Code = {
  accountId?: string;
  clientId?: string;
  scope?: string;
  acr?: string;
  amr?: string[];
  sessionUid?: string;
};

/**
 * Every authorization code the provider hands a client is one grant in the audit trail
 * (`signIn.oidcGrant`): the first one and each new authorization, silent ones included; token
 * refreshes and code exchanges are not grants. Registered before the hub guard, so the answer of
 * an interaction has bound the OIDC session to its hub family when the record is written.
 */
export function auditGrants(
  provider: Provider,
  db: Database,
  onError: (error: unknown) => void,
): void {
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as KoaContextWithOIDC;
    if (oidc?.route !== 'authorization' && oidc?.route !== 'resume') return;
    const code = oidc.entities.AuthorizationCode as Code | undefined;
    if (!code?.accountId || !code.clientId || !handedOut(ctx as KoaContextWithOIDC)) return;
    await recordCode(db, code, ctx as KoaContextWithOIDC).catch(onError);
  });
}

/** The answer carries the code: not an error page, not an error sent back to the client. */
function handedOut(ctx: KoaContextWithOIDC): boolean {
  const location = ctx.response.get('location') ?? '';
  return ctx.status < 400 && !/[?&#]error=/.test(location);
}

async function recordCode(db: Database, code: Code, ctx: KoaContextWithOIDC): Promise<void> {
  const [family] = code.sessionUid
    ? await db
        .select({ id: oidcSessionFamilies.familyId })
        .from(oidcSessionFamilies)
        .where(eq(oidcSessionFamilies.sessionUid, code.sessionUid))
    : [];
  const agent = ctx.req.headers['user-agent'];
  await db.transaction(async (tx) =>
    recordGrant(tx, 'signIn.oidcGrant', {
      familyId: family?.id ?? null,
      userId: code.accountId!,
      appCode: await findClientApp(tx, code.clientId!),
      ip: ctx.ip,
      userAgent: typeof agent === 'string' ? agent : null,
      details: {
        clientId: code.clientId,
        scopes: code.scope?.split(' ') ?? [],
        acr: code.acr,
        amr: code.amr,
      },
    }),
  );
}
