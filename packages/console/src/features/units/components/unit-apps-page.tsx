import type { UnitAppRow } from '@portico/sdk/contract';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { adminHref } from '../../../components/admin/admin-paths';
import { QueryTable } from '../../../components/admin/paged-table';
import { EnabledBadge } from '../../../components/admin/enabled-badge';
import type { Column } from '@portico/elements/ui';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useSaveUnitApp, useUnitApps } from '../api/unit-apps';
import { UnitSubtitle, useUnitIdFromQuery } from './unit-context';

/**
 * /unit/unit-app-list (product.md §2.5): every application and whether the unit has opened it,
 * with the unit's SSO flag (off: its launcher does not list the app, §2.7) and the opening steps.
 */
export function UnitAppsPage() {
  const t = useT();
  const unitId = useUnitIdFromQuery();
  const apps = useUnitApps(unitId);
  const save = useSaveUnitApp(unitId ?? '');
  const busy = (row: UnitAppRow) => save.isPending && save.variables?.appCode === row.appCode;
  const change = (row: UnitAppRow, next: { enabled: boolean; sso: 'T' | 'F' }) =>
    save.mutate(
      { unitId: unitId!, appCode: row.appCode, ...next },
      {
        onSuccess: () => notify(t('units.apps.saved', { app: row.descript }), 'success'),
        onError: (error) => notify(error.message, 'error'),
      },
    );

  const columns: Column<UnitAppRow>[] = [
    { key: 'appCode', header: t('field.app.code'), width: '9rem' },
    { key: 'descript', header: t('field.app.descript') },
    {
      key: 'appStatus',
      header: t('units.apps.appStatus'),
      width: '7rem',
      cell: (row) => <EnabledBadge status={row.appStatus} />,
    },
    {
      key: 'appSso',
      header: t('units.apps.appSso'),
      width: '7rem',
      cell: (row) => t(row.appSso === 'T' ? 'common.yes' : 'common.no'),
    },
    {
      key: 'enabled',
      header: t('units.apps.opened'),
      width: '6rem',
      cell: (row) => (
        <Switch
          checked={row.enabled}
          label={t('units.apps.openedOne', { app: row.descript })}
          loading={busy(row)}
          onChange={(enabled) => change(row, { enabled, sso: row.sso })}
        />
      ),
    },
    {
      key: 'sso',
      header: t('units.apps.unitSso'),
      width: '7rem',
      cell: (row) => (
        <Switch
          checked={row.sso === 'T'}
          label={t('units.apps.ssoOne', { app: row.descript })}
          disabled={!row.granted}
          loading={busy(row)}
          onChange={(on) => change(row, { enabled: row.enabled, sso: on ? 'T' : 'F' })}
        />
      ),
    },
    {
      key: 'steps',
      header: t('units.apps.steps'),
      width: '6rem',
      cell: (row) => (
        <Link
          to={adminHref('/unit/unit-app-step-list', { unitId, appCode: row.appCode })}
          className="text-brand-700 hover:underline"
          aria-label={t('units.apps.stepsOne', { app: row.descript })}
        >
          {t('units.apps.steps')}
        </Link>
      ),
    },
  ];

  return (
    <AdminPage title={t('route.unit.unitAppList')} subtitle={<UnitSubtitle unitId={unitId} />}>
      <QueryTable
        label={t('route.unit.unitAppList')}
        columns={columns}
        rowKey={(row) => row.appCode}
        query={apps}
      />
    </AdminPage>
  );
}
