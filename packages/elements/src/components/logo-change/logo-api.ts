import type { LogoEntry, PorticoClient } from '@portico/sdk';

/** GET {UC}/logos (api-contract.md §7.4): the unit's logo and icon, and those of units below it. */
export async function listLogos(client: PorticoClient): Promise<LogoEntry[]> {
  return (await client.http.request<LogoEntry[] | null>('UC', '/logos')) ?? [];
}

/** POST {UC}/logo?code=&isIcon=T|F with one file (multipart/form-data). */
export async function uploadLogo(
  client: PorticoClient,
  code: string,
  icon: boolean,
  file: File,
): Promise<LogoEntry> {
  const body = new FormData();
  body.append('file', file, file.name);
  return client.http.request<LogoEntry>('UC', '/logo', {
    method: 'POST',
    query: { code, isIcon: icon ? 'T' : 'F' },
    body,
  });
}

/** DELETE {UC}/logo/{code}: the unit goes back to the default logo and icon. */
export async function deleteLogo(client: PorticoClient, code: string): Promise<void> {
  await client.http.request('UC', `/logo/${encodeURIComponent(code)}`, { method: 'DELETE' });
}
