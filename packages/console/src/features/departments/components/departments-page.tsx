import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { Field } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useDepartmentTree } from '../api/get-department-tree';
import { flattenTree } from '../tree/flat-tree';
import { DepartmentUsers } from './department-users';
import { DepartmentWorkspace } from './department-workspace';

export type DepartmentPageType = 'admin' | 'normal';

/**
 * Department management (product.md §2.5 /unit/admin-departs and /unit/manageUnit, "admin or
 * normal page type"): the admin page works on any unit of the caller's scope (`?unitId=`, chosen
 * here), the normal page on the session's unit. The tree has the unit as its root.
 */
export function DepartmentsPage({ pageType }: { pageType: DepartmentPageType }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const unitId = pageType === 'admin' ? params.get('unitId') : null;
  const treeQuery = useDepartmentTree(unitId);
  const tree = useMemo(
    () => (treeQuery.data ? flattenTree(treeQuery.data) : null),
    [treeQuery.data],
  );
  const root = tree?.nodes.get(tree.rootId);
  const unitValue: ChosenOrg | null = root
    ? { id: root.id, code: root.code, name: root.name }
    : null;

  return (
    <AdminPage
      fill
      title={t(pageType === 'admin' ? 'route.unit.adminDeparts' : 'route.unit.departments')}
      subtitle={t(pageType === 'admin' ? 'departs.pageType.admin' : 'departs.pageType.normal')}
      actions={
        pageType === 'admin' && (
          <Field label={t('departs.unit')} layout="inline" className="w-80">
            <OrgChooserField
              kind="unit"
              value={unitValue}
              clearable={false}
              onChange={(unit) => unit && setParams({ unitId: unit.id })}
            />
          </Field>
        )
      }
    >
      {treeQuery.isError && (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-700"
        >
          {treeQuery.error.message}
        </p>
      )}
      {!tree && !treeQuery.isError && (
        <p className="text-xs text-slate-600">{t('common.loading')}</p>
      )}
      {tree && root && (
        <DepartmentWorkspace
          key={tree.rootId}
          tree={tree}
          renderUsers={(selected) => (
            <Panel
              label={t('departs.users', { name: selected.name })}
              className="min-h-0 overflow-auto"
            >
              <h2 className="mb-2 text-sm font-semibold text-slate-800">
                {t('departs.users', { name: selected.name })}
              </h2>
              <DepartmentUsers
                key={selected.id}
                unitId={root.id}
                departmentId={selected.isUnit ? null : selected.id}
                title={t('departs.users', { name: selected.name })}
              />
            </Panel>
          )}
        />
      )}
    </AdminPage>
  );
}
