import type { ResourceDiagnosis } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Badge, Button } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Table, type Column } from '@portico/elements/ui';
import { ChoiceSelect, Field, Select, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useAdminApps } from '../api/apps';
import { fetchUserTree, type UserTreeKind } from '../../../components/admin/auth-tree/user-tree';
import { fetchDiagnosis } from '../api/diagnosis';
import { authRows, type AuthRow } from '../auth-tree-rows';
import { UnitPicker, useChosenUnit } from './unit-picker';

const KINDS: readonly UserTreeKind[] = ['menu', 'operation', 'report'];

interface Subject {
  unitId: string;
  unitCode: string;
  userCode: string;
  appCode: string;
  kind: UserTreeKind;
}

/**
 * /apply/verification (product.md §2.5 "user resource diagnosis"): choose a unit, a user, an app
 * and a kind of permission, pick a menu or resource of the app, and see whether the user holds
 * it there and through which roles or direct grants (GET /resource/diagnosis).
 */
export function VerificationPage() {
  const t = useT();
  const apps = useAdminApps();
  const [unit, setUnit] = useChosenUnit();
  const [userCode, setUserCode] = useState('');
  const [chosenApp, setAppCode] = useState('');
  const appCode = chosenApp || apps.data?.[0]?.code || '';
  const [kind, setKind] = useState<UserTreeKind>('menu');
  const [subject, setSubject] = useState<Subject | null>(null);
  const [resourceId, setResourceId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const tree = useQuery({
    queryKey: ['applications', 'verification', 'tree', subject],
    queryFn: () => fetchUserTree(subject!.kind, subject!, subject!.appCode),
    enabled: !!subject,
  });
  const verdict = useQuery({
    queryKey: ['applications', 'verification', 'diagnosis', subject, resourceId],
    queryFn: () =>
      fetchDiagnosis({
        resourceId: resourceId!,
        unitCode: subject!.unitCode,
        userCode: subject!.userCode,
      }),
    enabled: !!subject && !!resourceId,
    retry: false,
  });

  const load = (event: FormEvent) => {
    event.preventDefault();
    const code = userCode.trim();
    setMissing(!code || !unit || !appCode);
    if (!code || !unit || !appCode) return;
    setResourceId(null);
    setSubject({ unitId: unit.id, unitCode: unit.code, userCode: code, appCode, kind });
  };

  const columns: Column<AuthRow>[] = [
    {
      key: 'name',
      header: t('applications.verify.resource'),
      cell: ({ node, depth }) => (
        <span style={{ paddingLeft: `${depth * 1.25}rem` }}>
          {node.name} <span className="text-slate-600">({node.code})</span>
        </span>
      ),
    },
    {
      key: 'marked',
      header: t('applications.verify.marked'),
      width: '10rem',
      cell: ({ node }) =>
        node.checked || node.origins.length ? (
          <Badge tone="success">{t('applications.verify.held')}</Badge>
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    {
      key: 'actions',
      header: t('common.operation'),
      width: '7rem',
      cell: ({ node }) => (
        <Button
          variant="link"
          onClick={() => setResourceId(node.id)}
          aria-label={t('applications.verify.diagnoseOne', { name: node.name })}
        >
          {t('applications.verify.diagnose')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t('route.apply.verification')} subtitle={t('applications.verify.hint')}>
      <form onSubmit={load} className="flex flex-wrap items-end gap-3" noValidate>
        <UnitPicker value={unit} onChange={setUnit} />
        <Field label={t('applications.verify.userCode')} layout="inline" className="w-52">
          <TextInput
            name="userCode"
            value={userCode}
            onChange={(event) => setUserCode(event.target.value)}
          />
        </Field>
        <Field label={t('applications.app')} layout="inline" className="w-80">
          {apps.data ? (
            <Select
              name="appCode"
              value={appCode}
              onChange={(event) => setAppCode(event.target.value)}
              options={apps.data.map((app) => ({
                value: app.code,
                label: `${app.descript} (${app.code})`,
              }))}
            />
          ) : (
            <TextInput
              name="appCode"
              value={chosenApp}
              onChange={(event) => setAppCode(event.target.value.toUpperCase())}
            />
          )}
        </Field>
        <Field label={t('applications.verify.kind')} layout="inline" className="w-48">
          <ChoiceSelect
            name="kind"
            value={kind}
            onChange={setKind}
            values={KINDS}
            labelOf={(value) => t(`applications.verify.kind.${value}`)}
          />
        </Field>
        <Button type="submit" variant="primary" loading={tree.isFetching}>
          {t('applications.verify.load')}
        </Button>
      </form>
      {missing && (
        <p role="alert" className="text-xs text-red-600">
          {t('applications.verify.missing')}
        </p>
      )}
      {verdict.data && (
        <Verdict
          diagnosis={verdict.data}
          title={authRows(tree.data ?? []).find(({ node }) => node.id === resourceId)?.node.name}
        />
      )}
      {verdict.isError && (
        <p role="alert" className="text-xs text-red-600">
          {verdict.error.message}
        </p>
      )}
      {subject && (
        <Table
          density="compact"
          label={t('applications.verify.treeCaption')}
          columns={columns}
          rows={authRows(tree.data ?? [])}
          rowKey={({ node }) => node.id}
          loading={tree.isFetching}
          error={tree.isError ? tree.error.message : null}
          selectedKey={resourceId}
        />
      )}
    </AdminPage>
  );
}

/**
 * The diagnosis of one resource. `title` is the name the tree shows (a menu's title in the
 * reader's language); the diagnosis itself carries the menu's technical name (uc_unit_list).
 */
function Verdict({ diagnosis, title }: { diagnosis: ResourceDiagnosis; title?: string }) {
  const t = useT();
  const { resource, granted, appOpen, userEnabled, grants } = diagnosis;
  return (
    <Panel label={t('applications.verify.verdict')}>
      <div role="status" className="flex flex-col gap-2 text-xs">
        <p className="flex items-center gap-2 text-sm">
          <Badge tone={granted ? 'success' : 'danger'}>
            {t(granted ? 'applications.verify.granted' : 'applications.verify.denied')}
          </Badge>
          <span className="font-medium text-slate-800">
            {title ?? resource.name} ({resource.identity})
          </span>
        </p>
        <ul className="grid gap-1 text-slate-700">
          <li>
            {t(appOpen ? 'applications.verify.appOpen' : 'applications.verify.appClosed', {
              app: resource.appCode,
            })}
          </li>
          <li>
            {t(
              userEnabled === 'T'
                ? 'applications.verify.userEnabled'
                : 'applications.verify.userDisabled',
            )}
          </li>
          <li>
            {grants.length
              ? t('applications.verify.via', {
                  grants: grants
                    .map((g) =>
                      g.via === 'role'
                        ? t('applications.verify.viaRole', { code: g.code })
                        : t('applications.verify.viaUser'),
                    )
                    .join(t('common.listSeparator')),
                })
              : t('applications.verify.noGrant')}
          </li>
        </ul>
      </div>
    </Panel>
  );
}
