import type { DomainRecord } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';
import { useLookup } from '../../../lib/use-lookup';

/**
 * The domain record of this host (product.md §3), or null. A failed lookup is also null: the
 * login page then shows its defaults (api-contract.md §8 "domain lookup fails → ignored").
 */
export async function getDomainRecord(host: string): Promise<DomainRecord | null> {
  try {
    const record = await portico.http.request<DomainRecord | null>('UC', '/domain/lookup', {
      query: { domain: host },
      skipSessionHooks: true,
    });
    // Before anyone signs in, the host's unit is the unit the page knows: its default language
    // is shown when the visitor chose none and the browser speaks neither locale.
    if (record?.unitLanguage && !portico.session.isLoggedIn.value) {
      portico.i18n.useUnitDefault(record.unitLanguage);
    }
    return record;
  } catch {
    return null;
  }
}

/** Read once per page load: the look of a host changes rarely. */
export function useDomainRecord(host: string) {
  return useLookup(`domain-record:${host}`, () => getDomainRecord(host));
}
