import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@portico/elements/ui';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { UnitPicker } from './unit-picker';

/** The unit and application code the opening lists filter by, as typed and chosen. */
export function useOpeningFilters(initialAppCode = '') {
  const [unit, setUnit] = useState<ChosenOrg | null>(null);
  const [appCode, setAppCode] = useState(initialAppCode);
  return {
    unit,
    setUnit,
    appCode,
    setAppCode,
    /** The list query's filters; `unitId` when no unit is chosen (a unit named by the link). */
    query: (unitId = '') => ({
      unitId: unit?.id ?? unitId,
      appCode: appCode.trim().toUpperCase(),
    }),
  };
}

export type OpeningFilterState = ReturnType<typeof useOpeningFilters>;

/**
 * The filters of the opening lists (openings, their steps): a unit, an application code, the
 * list's own fields (`children`), and Query (the button or Enter).
 */
export function OpeningFilters({
  filters,
  onSearch,
  children,
}: {
  filters: OpeningFilterState;
  onSearch: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <form onSubmit={onSearch} className="flex flex-wrap items-center gap-3">
      <UnitPicker value={filters.unit} onChange={filters.setUnit} clearable />
      <Field label={t('field.app.code')} layout="inline" className="w-48">
        <TextInput
          name="appCode"
          value={filters.appCode}
          onChange={(event) => filters.setAppCode(event.target.value)}
        />
      </Field>
      {children}
      <Button type="submit" variant="primary">
        {t('common.query')}
      </Button>
    </form>
  );
}
