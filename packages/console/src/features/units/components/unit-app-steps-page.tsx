import type { AppOpenStepStatus, UnitAppStepRow } from '@portico/sdk/contract';
import { useSearchParams } from 'react-router';
import { Badge, formatDateTime, type BadgeTone } from '@portico/elements/ui';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueryTable } from '../../../components/admin/paged-table';
import type { Column } from '@portico/elements/ui';
import { Field, Select } from '../../../components/ui/form-controls';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { useT } from '../../../lib/use-t';
import { useUnitApps, useUnitAppSteps } from '../api/unit-apps';
import { UnitSubtitle, useUnitIdFromQuery } from './unit-context';

const STEP_TONES: Record<AppOpenStepStatus, BadgeTone> = {
  DONE: 'success',
  PENDING: 'warning',
  FAILED: 'danger',
};

/** /unit/unit-app-step-list (product.md §2.5): the steps of opening apps for a unit. */
export function UnitAppStepsPage() {
  const t = useT();
  const unitId = useUnitIdFromQuery();
  const [params, setParams] = useSearchParams();
  const appCode = params.get('appCode') ?? '';
  const steps = useUnitAppSteps(unitId, appCode || undefined);
  const apps = useUnitApps(unitId);

  const columns: Column<UnitAppStepRow>[] = [
    {
      key: 'app',
      header: t('units.steps.app'),
      width: '14rem',
      cell: (row) => `${row.appName} (${row.appCode})`,
    },
    { key: 'step', header: t('units.steps.step'), width: '4rem', align: 'right' },
    { key: 'name', header: t('units.steps.name') },
    {
      key: 'status',
      header: t('units.steps.status'),
      width: '7rem',
      cell: (row) => (
        <Badge tone={STEP_TONES[row.status]}>{t(`units.steps.status.${row.status}`)}</Badge>
      ),
    },
    {
      key: 'remark',
      header: t('units.steps.remark'),
      width: '14rem',
      cell: (row) => <TruncatedText text={row.remark} max={20} />,
    },
    {
      key: 'updateTime',
      header: t('units.steps.updateTime'),
      width: '10rem',
      cell: (row) => formatDateTime(row.updateTime),
    },
  ];

  return (
    <AdminPage title={t('route.unit.unitAppStepList')} subtitle={<UnitSubtitle unitId={unitId} />}>
      <div className="w-72">
        <Field label={t('units.steps.app')} layout="inline">
          <Select
            value={appCode}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set('appCode', event.target.value);
              else next.delete('appCode');
              setParams(next, { replace: true });
            }}
            options={[
              { value: '', label: t('units.steps.allApps') },
              ...(apps.data ?? []).map((app) => ({
                value: app.appCode,
                label: `${app.descript} (${app.appCode})`,
              })),
            ]}
          />
        </Field>
      </div>
      <QueryTable
        label={t('route.unit.unitAppStepList')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('units.steps.none')}
        query={steps}
      />
    </AdminPage>
  );
}
