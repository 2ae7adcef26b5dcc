import type { FormEvent, ReactNode } from 'react';
import { Button } from '@portico/elements/ui';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { UnitPicker } from './unit-picker';

/**
 * The filters of the opening lists (openings, their steps): a unit, an application code, the
 * list's own fields (`children`), and Query (the button or Enter).
 */
export function OpeningFilters({
  unit,
  onUnit,
  appCode,
  onAppCode,
  onSearch,
  children,
}: {
  unit: ChosenOrg | null;
  onUnit: (unit: ChosenOrg | null) => void;
  appCode: string;
  onAppCode: (code: string) => void;
  onSearch: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <form onSubmit={onSearch} className="flex flex-wrap items-center gap-3">
      <UnitPicker value={unit} onChange={onUnit} clearable />
      <Field label={t('field.app.code')} layout="inline" className="w-48">
        <TextInput
          name="appCode"
          value={appCode}
          onChange={(event) => onAppCode(event.target.value)}
        />
      </Field>
      {children}
      <Button type="submit" variant="primary">
        {t('common.query')}
      </Button>
    </form>
  );
}
