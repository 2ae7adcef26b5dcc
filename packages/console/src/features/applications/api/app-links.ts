import { APP_CALLS, callApi, UNIT_CALLS } from '@portico/sdk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { APPLICATIONS_KEY, useAdminApps } from './apps';

const LINKS_KEY = [...APPLICATIONS_KEY, 'links'] as const;

/** GET {UC}/apply/links?unitId=: the unit's own "My Apps" links. */
export function useAppLinks(unitId: string | null) {
  return useQuery({
    queryKey: [...LINKS_KEY, unitId],
    queryFn: () => callApi(portico.http, APP_CALLS.links, { unitId: unitId! }),
    enabled: !!unitId,
  });
}

/**
 * The address a link without its own URL gets in "My Apps": the app of the same code, when the
 * unit has it open (GET {UC}/unit/apps, the app records of GET {UC}/apply/list), as the server's
 * /loginApps resolves it. Null while unknown or when nothing matches.
 */
export function useOpenedAppAddress(unitId: string | null): (code: string) => string | null {
  const opened = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'unit-apps', unitId],
    queryFn: () => callApi(portico.http, UNIT_CALLS.apps, { unitId: unitId! }),
    enabled: !!unitId,
  });
  const apps = useAdminApps();
  return (code) =>
    opened.data?.some((a) => a.appCode === code && a.enabled)
      ? (apps.data?.find((a) => a.code === code)?.href ?? null)
      : null;
}

/** PUT {UC}/apply/saveLink and POST {UC}/apply/deleteLink; the lists refetch after either. */
export function useAppLinkChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: LINKS_KEY });
  const save = useCallMutation(APP_CALLS.saveLink, onSuccess);
  const remove = useCallMutation(APP_CALLS.deleteLink, onSuccess, (id: string) => ({ id }));
  return { save, remove };
}
