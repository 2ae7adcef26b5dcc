import {
  callApi,
  ROLE_AUTH_KINDS,
  UNIT_CALLS,
  type AuthTreeNode,
  type RoleAuthKind,
} from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Tabs } from '@portico/elements/ui';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { Field, Select } from '../../ui/form-controls';
import { AuthTree } from './auth-tree';
import { initialChecked } from './tri-state';

export type AuthKind = RoleAuthKind;
export const AUTH_KINDS = ROLE_AUTH_KINDS;

/** The edits of one editor: per app and kind, the ids granted directly. */
export type AuthEdits = Map<string, { appCode: string; kind: AuthKind; ids: string[] }>;

export interface AuthEditorProps {
  /** The unit whose opened apps can be granted. */
  unitId: string;
  /** The feature's key for these trees; app and kind are appended. */
  queryKey: readonly unknown[];
  fetchTree: (appCode: string, kind: AuthKind) => Promise<AuthTreeNode[]>;
  edits: AuthEdits;
  onEdit: (edits: AuthEdits) => void;
}

const KIND_LABEL = {
  menu: 'authTree.kind.menu',
  OPERATION: 'authTree.kind.operation',
  REPORT: 'authTree.kind.report',
} as const;

/**
 * The permissions of a user or a role (product.md §6): an app of the unit, then its menu (with
 * buttons), operation-object and report trees, each a tab; edits are kept per app and tab until
 * the caller saves them all.
 */
export function AuthEditor({ unitId, queryKey, fetchTree, edits, onEdit }: AuthEditorProps) {
  const t = useT();
  const apps = useQuery({
    queryKey: ['unit-apps', unitId],
    queryFn: () => callApi(portico.http, UNIT_CALLS.apps, { unitId }),
  });
  const open = (apps.data ?? []).filter((app) => app.enabled);
  const [chosen, setChosen] = useState('');
  const appCode = chosen || open[0]?.appCode || '';
  const [kind, setKind] = useState<AuthKind>('menu');
  const tree = useQuery({
    queryKey: [...queryKey, appCode, kind],
    queryFn: () => fetchTree(appCode, kind),
    enabled: !!appCode,
  });
  const editKey = `${appCode}|${kind}`;
  const edited = edits.get(editKey);
  const checked = edited ? new Set(edited.ids) : initialChecked(tree.data ?? []);

  const panel =
    tree.isPending && appCode ? (
      <p className="text-xs text-slate-500">{t('common.loading')}</p>
    ) : tree.error ? (
      <p role="alert" className="text-xs text-red-600">
        {tree.error.message}
      </p>
    ) : (
      <AuthTree
        key={editKey}
        nodes={tree.data ?? []}
        checked={checked}
        label={t(KIND_LABEL[kind])}
        onChange={(next) => {
          const copy = new Map(edits);
          copy.set(editKey, { appCode, kind, ids: [...next] });
          onEdit(copy);
        }}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <Field label={t('authTree.app')} layout="inline" className="max-w-80">
        <Select
          name="appCode"
          value={appCode}
          onChange={(event) => setChosen(event.target.value)}
          options={open.map((app) => ({
            value: app.appCode,
            label: `${app.appCode} ${app.descript}`,
          }))}
        />
      </Field>
      <Tabs
        label={t('authTree.kinds')}
        value={kind}
        onValueChange={setKind}
        // Only the selected kind's panel is drawn, so every item can name the same one.
        items={AUTH_KINDS.map((value) => ({ value, label: t(KIND_LABEL[value]), content: panel }))}
      />
    </div>
  );
}
