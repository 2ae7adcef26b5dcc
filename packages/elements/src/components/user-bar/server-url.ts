import { porticoConfig } from '../../config/portico-config';

/**
 * An address the server handed out (a logo file, a configured page, an app link), made absolute:
 * relative ones belong to the Portico server (`Portico.configure({ apiBase })`, else this page's
 * origin). Only http and https are kept: anything else (javascript:, data:) gives null.
 */
export function serverUrl(address: string | null | undefined): string | null {
  const value = address?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, porticoConfig().apiBase || window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
