import { KvAdminPage } from '../../../features/translations/admin/kv-admin-page';

/** /config/translations: the kv translations administration (api-contract.md §7.8). */
export function TranslationsRoute() {
  return <KvAdminPage />;
}
