import type { Locale, PorticoClient } from '@portico/sdk';
import type { AppLinkInfo } from '@portico/sdk/internal';
import { serverUrl } from '../user-bar/server-url';

/**
 * The {UC} calls this file makes, as declared in `@portico/sdk/contract` (checked against the
 * declarations in call-paths.test.ts): named here rather than imported, since a declaration carries
 * its zod schemas and the elements' bundles ship no zod.
 */
export const APP_LINK_CALLS = { loginApps: { method: 'GET', path: '/loginApps' } } as const;

/** An app of 'My Apps' as the popover shows it. */
export interface AppEntry {
  code: string;
  name: string;
  /** Absolute http(s) address, or null: 'no matched address' (product.md §2.7). */
  url: string | null;
  /** An image to show (absolute http(s)), else the named icon, else the initial. */
  image: string | null;
  iconName: string | null;
  color: string | null;
}

/** A colour the page may paint with: a CSS colour, never a CSS fragment. */
export function safeColor(value: string | null | undefined): string | null {
  const colour = value?.trim();
  if (!colour || !/^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]+)$/i.test(colour)) {
    return null;
  }
  return colour;
}

/** What /loginApps answers, made safe to render: addresses resolved, bad ones dropped. */
export function toAppEntries(links: readonly AppLinkInfo[]): AppEntry[] {
  return links.map((link) => ({
    code: link.code,
    name: link.descript || link.code,
    url: serverUrl(link.url),
    image: serverUrl(link.icon),
    iconName: link.iconName,
    color: safeColor(link.color),
  }));
}

/**
 * GET {UC}/loginApps (api-contract.md §7.6): the "My Apps" links of the caller's customer. The
 * server answers only what the caller may use (product.md §2.7), described in `locale`: the
 * element's own locale, which may differ from its client's.
 */
export async function fetchAppLinks(client: PorticoClient, locale: Locale): Promise<AppEntry[]> {
  const links = await client.http.request<AppLinkInfo[] | null>(
    'UC',
    APP_LINK_CALLS.loginApps.path,
    {
      headers: { language: locale },
    },
  );
  return toAppEntries(links ?? []);
}
