import { ServerCode } from '@portico/sdk/internal';
import type {
  UpstreamIdpInput,
  UpstreamIdpView,
  UpstreamLinkInput,
  UpstreamLinkView,
} from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unitIdentityProviders } from '../../db/schema';
import type { AdminScope } from '../../modules/access/admin-access';
import { visibleUnit } from '../../modules/units/admin-units';
import { ApiError } from '../../shared/errors';
import { sealClientSecret } from './client-secret';
import { identityLinks } from './identities';
import { issuerProblem } from './network-guard';

const ISSUER_PROBLEMS = {
  scheme: 'serverAdmin.upstreamIssuerScheme',
  unresolved: 'serverAdmin.upstreamIssuerUnresolved',
  private: 'serverAdmin.upstreamIssuerPrivate',
} as const;

export type IdpRow = typeof unitIdentityProviders.$inferSelect;

function viewOf(row: IdpRow, redirectUri: string): UpstreamIdpView {
  return {
    unitId: row.unitId,
    issuer: row.issuer,
    clientId: row.clientId,
    hasSecret: row.clientSecretSealed !== null,
    userCodeClaim: row.userCodeClaim,
    createAccounts: row.createAccounts,
    enabled: row.enabled,
    redirectUri,
  };
}

export async function idpOf(db: Database, unitId: string): Promise<IdpRow | undefined> {
  const [row] = await db
    .select()
    .from(unitIdentityProviders)
    .where(eq(unitIdentityProviders.unitId, unitId));
  return row;
}

/**
 * The administration of a unit's upstream identity provider, with the authorization of its
 * security settings (a unit in the caller's scope, else 40401). `redirectUri` is this server's
 * callback, which the administrator registers at the provider.
 */
export function idpSettings(db: Database, redirectUri: string, allowPrivateNetwork: () => boolean) {
  /** The unit's provider, for the calls about its links. */
  const providerOf = async (scope: AdminScope, unitId: string) => {
    const unit = await visibleUnit(db, scope, unitId);
    const row = await idpOf(db, unit.id);
    if (!row) throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.upstreamNoProvider');
    return row;
  };
  return {
    async get(scope: AdminScope, unitId: string): Promise<UpstreamIdpView | null> {
      const unit = await visibleUnit(db, scope, unitId);
      const row = await idpOf(db, unit.id);
      return row ? viewOf(row, redirectUri) : null;
    },

    async save(scope: AdminScope, input: UpstreamIdpInput): Promise<UpstreamIdpView> {
      const unit = await visibleUnit(db, scope, input.unitId);
      // Where the server will connect (network-guard.ts): checked now, and again on every call.
      const problem = await issuerProblem(input.issuer, allowPrivateNetwork());
      if (problem) {
        throw new ApiError(ServerCode.INVALID_INPUT, ISSUER_PROBLEMS[problem], {
          host: new URL(input.issuer).hostname,
        });
      }
      const existing = await idpOf(db, unit.id);
      // Omitted: the stored secret stays; null: none (a public client, PKCE only).
      const sealed =
        input.clientSecret === undefined
          ? (existing?.clientSecretSealed ?? null)
          : input.clientSecret === null
            ? null
            : sealClientSecret(unit.id, input.clientSecret);
      const values = {
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecretSealed: sealed,
        userCodeClaim: input.userCodeClaim,
        createAccounts: input.createAccounts,
        enabled: input.enabled,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(unitIdentityProviders)
        .values({ unitId: unit.id, ...values })
        .onConflictDoUpdate({ target: unitIdentityProviders.unitId, set: values })
        .returning();
      return viewOf(row!, redirectUri);
    },

    async remove(scope: AdminScope, unitId: string): Promise<void> {
      const unit = await visibleUnit(db, scope, unitId);
      await db.delete(unitIdentityProviders).where(eq(unitIdentityProviders.unitId, unit.id));
    },

    /** The links to the unit's current provider (links to an earlier issuer no longer count). */
    async links(scope: AdminScope, unitId: string): Promise<UpstreamLinkView[]> {
      const idp = await providerOf(scope, unitId);
      return identityLinks.list(db, idp.unitId, idp.issuer);
    },

    async link(scope: AdminScope, input: UpstreamLinkInput): Promise<UpstreamLinkView> {
      const idp = await providerOf(scope, input.unitId);
      return identityLinks.link(db, idp.unitId, idp.issuer, input);
    },

    async unlink(scope: AdminScope, unitId: string, id: string): Promise<void> {
      const idp = await providerOf(scope, unitId);
      await identityLinks.unlink(db, idp.unitId, id);
    },
  };
}

/** Whether the sign-in page offers the corporate sign-in: some unit has a provider on. */
export async function anyIdpEnabled(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ unitId: unitIdentityProviders.unitId })
    .from(unitIdentityProviders)
    .where(eq(unitIdentityProviders.enabled, true))
    .limit(1);
  return !!row;
}
