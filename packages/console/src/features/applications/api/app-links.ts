import type { AdminAppLink, AppLinkSaveRequest } from '@portico/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { APPLICATIONS_KEY } from './apps';

const LINKS_KEY = [...APPLICATIONS_KEY, 'links'] as const;

/** GET {UC}/apply/links?unitId=: the unit's own "My Apps" links. */
export function useAppLinks(unitId: string | null) {
  return useQuery({
    queryKey: [...LINKS_KEY, unitId],
    queryFn: () =>
      portico.http.request<AdminAppLink[]>('UC', '/apply/links', { query: { unitId: unitId! } }),
    enabled: !!unitId,
  });
}

/** PUT {UC}/apply/saveLink and POST {UC}/apply/deleteLink; the lists refetch after either. */
export function useAppLinkChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: LINKS_KEY });
  const save = useMutation({
    mutationFn: (body: AppLinkSaveRequest) =>
      portico.http.request<AdminAppLink>('UC', '/apply/saveLink', { method: 'PUT', body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      portico.http.request<null>('UC', '/apply/deleteLink', { method: 'POST', body: { id } }),
    onSuccess,
  });
  return { save, remove };
}
