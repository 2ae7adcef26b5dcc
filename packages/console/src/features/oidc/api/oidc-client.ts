import {
  callApi,
  OIDC_CLIENT_CALLS,
  type OidcClientInput,
  type OidcClientView,
} from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

type SaveInput = OidcClientInput;

const keyOf = (appCode: string) => ['oidc-client', appCode] as const;

/** GET {UC}/apply/oidc?appCode=: the app's client settings (never its secret), or null. */
export function useOidcClient(appCode: string) {
  return useQuery({
    queryKey: keyOf(appCode),
    queryFn: () => callApi(portico.http, OIDC_CLIENT_CALLS.get, { appCode }),
  });
}

/** Save, rotate the secret, remove; a secret in an answer is shown once and never cached. */
export function useOidcClientChanges(appCode: string) {
  const client = useQueryClient();
  const keep = (view: OidcClientView | null) => {
    if (!view) return client.setQueryData(keyOf(appCode), null);
    client.setQueryData(keyOf(appCode), { ...view, clientSecret: undefined });
  };
  const save = useMutation({
    mutationFn: (input: Omit<SaveInput, 'appCode'>) =>
      callApi(portico.http, OIDC_CLIENT_CALLS.save, { ...input, appCode }),
    onSuccess: keep,
  });
  const rotate = useMutation({
    mutationFn: () => callApi(portico.http, OIDC_CLIENT_CALLS.rotateSecret, { appCode }),
    onSuccess: keep,
  });
  const remove = useMutation({
    mutationFn: () => callApi(portico.http, OIDC_CLIENT_CALLS.delete, { appCode }),
    onSuccess: () => keep(null),
  });
  return { save, rotate, remove };
}
