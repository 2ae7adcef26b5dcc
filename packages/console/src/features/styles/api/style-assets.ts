import type { PagedResult, PageParams } from '@portico/sdk';
import { listApi, STYLE_CALLS, type StyleAsset, type StyleAssetKind } from '@portico/sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { useCallMutation } from '../../../lib/use-call-mutation';

/** Every style asset query starts with this key. */
export const STYLES_KEY = ['styles'] as const;

/** GET {UC}/style/list?unitId=&kind=&name=: a page of one kind of the unit's assets. */
export function fetchStyleAssets(
  params: PageParams & { unitId: string; kind: StyleAssetKind },
): Promise<PagedResult<StyleAsset>> {
  return listApi(portico.http, STYLE_CALLS.list, params);
}

/** PUT {UC}/style/save, /style/enable and POST /style/delete; the lists refetch after each. */
export function useStyleChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: STYLES_KEY });
  const save = useCallMutation(STYLE_CALLS.save, onSuccess);
  const enable = useCallMutation(STYLE_CALLS.enable, onSuccess);
  const remove = useCallMutation(STYLE_CALLS.delete, onSuccess);
  return { save, enable, remove };
}

/** Where pages read a unit's enabled css or javascript, or one enabled file (public calls). */
export function publicStyleUrl(
  unitCode: string,
  target: { kind: 'css' | 'javascript' } | { file: string },
): string {
  const query =
    'file' in target
      ? new URLSearchParams({ unitCode, name: target.file })
      : new URLSearchParams({ unitCode, kind: target.kind });
  const path = 'file' in target ? '/style/file' : '/style/assets';
  return `${portico.bases.value.UC}${path}?${query}`;
}
