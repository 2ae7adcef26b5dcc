import type { AdminApp } from '@portico/sdk/contract';
import { useState } from 'react';
import { Field, Select } from '../../../components/ui/form-controls';
import { dataLabel } from '../../../lib/data-label';
import { useT } from '../../../lib/use-t';

/**
 * The application chooser of the per-app trees (resources, menus): each app by its name in the
 * reader's language (product.md §1) and its code.
 */
export function AppSelect({
  apps,
  value,
  onChange,
}: {
  apps: readonly AdminApp[] | undefined;
  value: string;
  onChange: (appCode: string) => void;
}) {
  const t = useT();
  return (
    <Field label={t('applications.app')} layout="inline" className="w-72">
      <Select
        name="appCode"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={(apps ?? []).map((app) => ({
          value: app.code,
          label: `${dataLabel('app', app.code, app.descript)} (${app.code})`,
        }))}
      />
    </Field>
  );
}

/**
 * The app a per-app tree shows: the one chosen, else the user centre, whose trees are the ones a
 * new administrator comes to fix, else the first.
 */
export function useChosenApp(apps: readonly AdminApp[] | undefined) {
  const [chosen, setChosen] = useState('');
  const appCode = chosen || apps?.find((app) => app.code === 'UC')?.code || apps?.[0]?.code || '';
  return [appCode, setChosen] as const;
}
