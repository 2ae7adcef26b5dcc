import type { PorticoClient } from '@portico/sdk';
import { uploadFile, type LogoEntry } from '@portico/sdk/internal';

/**
 * The {UC} calls this file makes, as declared in `@portico/sdk/contract` (checked against the
 * declarations in call-paths.test.ts): named here rather than imported, since a declaration carries
 * its zod schemas and the elements' bundles ship no zod.
 */
export const LOGO_CALLS = {
  list: { method: 'GET', path: '/logos' },
  upload: { method: 'POST', path: '/logo' },
  delete: { method: 'DELETE', path: '/logo/:code' },
} as const;

/** GET {UC}/logos (api-contract.md §7.4): the unit's logo and icon, and those of units below it. */
export async function listLogos(client: PorticoClient): Promise<LogoEntry[]> {
  return (await client.http.request<LogoEntry[] | null>('UC', LOGO_CALLS.list.path)) ?? [];
}

/** POST {UC}/logo?code=&isIcon=T|F with one file (multipart/form-data). */
export async function uploadLogo(
  client: PorticoClient,
  code: string,
  icon: boolean,
  file: File,
): Promise<LogoEntry> {
  return uploadFile<LogoEntry>(client.http, 'UC', LOGO_CALLS.upload, file, {
    code,
    isIcon: icon ? 'T' : 'F',
  });
}

/** DELETE {UC}/logo/{code}: the unit goes back to the default logo and icon. */
export async function deleteLogo(client: PorticoClient, code: string): Promise<void> {
  const path = LOGO_CALLS.delete.path.replace(':code', encodeURIComponent(code));
  await client.http.request('UC', path, { method: LOGO_CALLS.delete.method });
}
