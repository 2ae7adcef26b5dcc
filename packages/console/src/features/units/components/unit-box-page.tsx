import type { AdminUnit } from '@portico/sdk/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { adminHref } from '../../../components/admin/admin-paths';
import { UNIT_SCREEN_LINKS } from '../unit-screen-links';
import { PagedTable } from '../../../components/admin/paged-table';
import { AddButton } from '../../../components/admin/row-actions';
import { EnabledBadge } from '../../../components/admin/enabled-badge';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { useT } from '../../../lib/use-t';
import { UnitTagsPanel } from '../../tags';
import { useUnit } from '../api/get-unit';
import { fetchUnits, UNIT_LIST_KEY } from '../api/get-units';
import { UnitSubtitle, useUnitIdFromQuery } from './unit-context';
import { UnitFormDialog } from './unit-form-dialog';

/**
 * /unit/unit-box (product.md §2.5 "unit-box"; its content is not shown): one unit at a glance,
 * its record, the ways into its apps, steps, parameters and departments, and the units below it.
 */
export function UnitBoxPage() {
  const unitId = useUnitIdFromQuery();
  // Another unit's box (a link to a parent or child) starts with its own list state.
  return <UnitBox key={unitId ?? ''} unitId={unitId} />;
}

function UnitBox({ unitId }: { unitId: string | null }) {
  const t = useT();
  const unit = useUnit(unitId);
  const [adding, setAdding] = useState(false);
  const children = usePagedList<AdminUnit, { parentId: string }>({
    queryKey: [...UNIT_LIST_KEY, 'children'],
    fetchPage: fetchUnits,
    initialFilters: { parentId: unitId ?? '' },
    enabled: !!unitId,
  });
  const data = unit.data;

  const columns: Column<AdminUnit>[] = [
    { key: 'code', header: t('field.unit.code'), width: '8rem' },
    {
      key: 'descript',
      header: t('field.unit.name'),
      cell: (row) => (
        <Link
          to={adminHref('/unit/unit-box', { unitId: row.id })}
          className="text-brand-700 hover:underline"
        >
          {row.descript}
        </Link>
      ),
    },
    {
      key: 'type',
      header: t('field.unit.type'),
      width: '9rem',
      cell: (row) => t(`unit.type.${row.type}`),
    },
    {
      key: 'status',
      header: t('units.status'),
      width: '6rem',
      cell: (row) => <EnabledBadge status={row.status} />,
    },
    { key: 'userCount', header: t('units.userCount'), width: '5rem', align: 'right' },
  ];

  return (
    <AdminPage title={t('route.unit.unitBox')} subtitle={<UnitSubtitle unitId={unitId} />}>
      <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
        <Panel label={t('units.box.details')}>
          <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('units.box.details')}</h2>
          {data ? (
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1.5 text-xs sm:grid-cols-[8rem_1fr_8rem_1fr]">
              <Item label={t('field.unit.code')}>{data.code}</Item>
              <Item label={t('field.unit.name')}>{data.descript}</Item>
              <Item label={t('field.unit.type')}>{t(`unit.type.${data.type}`)}</Item>
              <Item label={t('units.status')}>
                <EnabledBadge status={data.status} />
              </Item>
              <Item label={t('units.parent')}>
                {data.parentId ? (
                  <Link
                    to={adminHref('/unit/unit-box', { unitId: data.parentId })}
                    className="text-brand-700 hover:underline"
                  >
                    {data.parentCode}
                  </Link>
                ) : (
                  t('units.box.topLevel')
                )}
              </Item>
              <Item label={t('units.area')}>{data.areaCode ?? '—'}</Item>
              <Item label={t('field.unit.theme')}>{data.theme ?? '—'}</Item>
              <Item label={t('units.userCount')}>{data.userCount}</Item>
              <Item label={t('units.uuid')}>
                <span className="font-mono break-all">{data.uuid}</span>
              </Item>
              <Item label={t('units.createTime')}>{data.createTime.slice(0, 10)}</Item>
            </dl>
          ) : (
            <p className="text-xs text-slate-500">
              {unit.isError ? unit.error.message : t('common.loading')}
            </p>
          )}
        </Panel>
        <Panel label={t('units.box.manage')}>
          <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('units.box.manage')}</h2>
          <ul className="grid gap-1 text-xs">
            {UNIT_SCREEN_LINKS.filter((link) => link.path !== '/unit/unit-box').map((link) => (
              <Shortcut
                key={link.path}
                to={adminHref(link.path, { unitId })}
                icon={link.icon}
                label={t(link.title)}
              />
            ))}
          </ul>
        </Panel>
      </div>
      <Panel label={t('units.box.children')}>
        <div className="mb-2 flex items-center justify-between">
          <h2 className="text-sm font-semibold text-slate-800">{t('units.box.children')}</h2>
          <AddButton
            label={t('units.addChild')}
            onClick={() => setAdding(true)}
            disabled={!data}
            variant="default"
          />
        </div>
        <PagedTable
          label={t('units.box.children')}
          columns={columns}
          rowKey={(row) => row.id}
          list={children}
        />
      </Panel>
      <UnitTagsPanel unitId={unitId} />
      {adding && data && (
        <UnitFormDialog
          parent={{ id: data.id, code: data.code, name: data.descript }}
          onClose={() => setAdding(false)}
        />
      )}
    </AdminPage>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </>
  );
}

function Shortcut({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-2 rounded px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Icon name={icon} className="size-4 text-brand-600" />
        {label}
        <Icon name="chevronRight" className="ml-auto size-3.5 text-slate-400" />
      </Link>
    </li>
  );
}
