import { useState } from 'react';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { Field } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';

/** The unit whose parameters the screen edits: the caller's, or one chosen among its scope. */
export function ParameterUnitField({
  value,
  onChange,
}: {
  value: ChosenOrg | null;
  onChange: (unit: ChosenOrg) => void;
}) {
  const t = useT();
  return (
    <Field label={t('security.unit')} layout="inline" className="max-w-md">
      <OrgChooserField
        kind="unit"
        value={value}
        clearable={false}
        onChange={(unit) => unit && onChange(unit)}
      />
    </Field>
  );
}

export function useParameterUnit(): [ChosenOrg | null, (unit: ChosenOrg) => void] {
  const sessionUnit = useSessionUnit();
  const [chosen, setChosen] = useState<ChosenOrg | null>(null);
  return [chosen ?? sessionUnit, setChosen];
}
