import type { ServiceOf } from '../../http/mount-call';
import { DEFAULT_API_BASES } from '@portico/sdk/internal';
import type { CONFIG_CALLS } from '@portico/sdk/contract';
import { projectConfigSaveSchema, type ProjectConfig } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { assertPlatform, type AdminScope } from '../access/admin-access';

/**
 * Project config (/config/project-config, product.md §3 "Session/config"): the editable part of
 * /app-config/loginSystemConfig.json, kept as one JSON value in `settings`. Nothing saved yet
 * means the defaults below, which are what the server served before the screen existed.
 */

export const PROJECT_CONFIG_KEY = 'projectConfig';

export const DEFAULT_PROJECT_CONFIG: ProjectConfig = {
  apiBases: DEFAULT_API_BASES,
  // Empty lists allow every outside link (product.md §5 "Outside links").
  outsideLinks: { protocols: [], domains: [], ports: [] },
  modules: { MESSAGE: true, USER_BAR: true, LANG: true, DEV_NAVIGATION: true },
  customerFlags: {
    outsideChain: false,
    wanda: false,
    shuxiang: false,
    polin: false,
    kaiyuan: true,
    mazhen: false,
    ssoLogin: false,
    guolv: false,
  },
};

/** The saved config; a missing or unreadable value (hand-edited row) falls back to the defaults. */
export async function projectConfigOf(db: Database): Promise<ProjectConfig> {
  const [row] = await db.select().from(settings).where(eq(settings.key, PROJECT_CONFIG_KEY));
  if (!row) return DEFAULT_PROJECT_CONFIG;
  try {
    const parsed = projectConfigSaveSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_PROJECT_CONFIG;
  } catch {
    return DEFAULT_PROJECT_CONFIG;
  }
}

/** GET /projectConfig: platform administrators only, like saving. */
export async function readProjectConfig(db: Database, scope: AdminScope): Promise<ProjectConfig> {
  assertPlatform(scope);
  return projectConfigOf(db);
}

/** PUT /projectConfig/save: the whole config at once (validated by the SDK schema). */
export const saveProjectConfig: ServiceOf<typeof CONFIG_CALLS.projectConfigSave> = async (
  db,
  scope,
  input,
) => {
  assertPlatform(scope);
  const value = JSON.stringify(input);
  await db
    .insert(settings)
    .values({ key: PROJECT_CONFIG_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return input;
};
