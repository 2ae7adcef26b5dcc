import { callApi, LOGO_CALLS, type LogoEntry } from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@portico/sdk/internal';
import { portico } from '../../../lib/portico';
import { CONFIG_KEY } from './domains';

export const LOGOS_KEY = [...CONFIG_KEY, 'logos'] as const;

/** GET {UC}/logos: the session unit's logo and icon and, for its administrators, those below. */
export function useLogos() {
  return useQuery({
    queryKey: LOGOS_KEY,
    queryFn: async () => (await callApi(portico.http, LOGO_CALLS.list, {})) ?? [],
  });
}

/** POST {UC}/logo?code&isIcon with one file; DELETE {UC}/logo/{code} back to the defaults. */
export function useLogoChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: LOGOS_KEY });
  const upload = useMutation({
    mutationFn: ({ code, icon, file }: { code: string; icon: boolean; file: File }) =>
      uploadFile<LogoEntry>(portico.http, 'UC', LOGO_CALLS.upload, file, {
        code,
        isIcon: icon ? 'T' : 'F',
      }),
    onSuccess,
  });
  const reset = useMutation({
    mutationFn: (code: string) => callApi(portico.http, LOGO_CALLS.delete, { code }),
    onSuccess,
  });
  return { upload, reset };
}
