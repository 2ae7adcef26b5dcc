import { PorticoApiError } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Icon } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';
import { useBrand } from '../api/brands';
import { BrandDialog } from './brand-dialog';
import { BrandList } from './brand-list';
import { LogoPanel } from './logo-panel';

/**
 * /code/{code} (product.md §2.5 "brand management"): the brand named by the route, or the list of
 * brands when the code names none; and the unit logos and icons below either.
 */
export function BrandPage({ code }: { code: string }) {
  const t = useT();
  const brand = useBrand(code || null);
  const [editing, setEditing] = useState(false);
  const unknown =
    brand.isError &&
    brand.error instanceof PorticoApiError &&
    brand.error.result === ServerCode.NOT_FOUND;
  const row = brand.data;
  const fields: [string, string | number | null][] = row
    ? [
        [t('config.brand.code'), row.code],
        [t('config.brand.descript'), row.descript],
        [t('config.brand.theme'), row.theme],
        [t('config.loginPage'), row.loginPage],
        [t('config.logoUrl'), row.logoUrl],
        [t('config.backgroundUrl'), row.backgroundUrl],
        [t('config.copyRight'), row.copyRight],
        [t('config.brand.domains'), row.domains],
      ]
    : [];

  return (
    <AdminPage
      title={row ? `${t('route.code')} · ${row.descript}` : t('route.code')}
      actions={
        row && (
          <>
            <Link to="/code/list" className="text-xs text-brand-700 hover:underline">
              {t('config.brand.back')}
            </Link>
            <Button variant="primary" onClick={() => setEditing(true)}>
              <Icon name="edit" className="size-3.5" />
              {t('config.brand.editOne', { code: row.code })}
            </Button>
          </>
        )
      }
    >
      {unknown && code !== 'list' && (
        <p role="note" className="rounded bg-amber-50 px-3 py-2 text-xs text-amber-800">
          {t('config.brand.unknownCode', { code })}
        </p>
      )}
      {brand.isError && !unknown && (
        <p role="alert" className="text-xs text-red-600">
          {brand.error.message}
        </p>
      )}
      {row && (
        <Panel label={row.code}>
          <dl className="grid max-w-2xl grid-cols-[9rem_1fr] gap-x-3 gap-y-1 text-xs">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-all text-slate-800">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      )}
      {unknown && <BrandList />}
      <LogoPanel />
      {editing && row && <BrandDialog brand={row} onClose={() => setEditing(false)} />}
    </AdminPage>
  );
}
