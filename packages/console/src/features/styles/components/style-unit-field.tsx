import { useState } from 'react';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { Field } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';

/**
 * The unit whose assets a style screen manages: the caller's own at first; an administrator of
 * several units picks another with the unit chooser (it lists only the units in scope).
 */
export function useStyleUnit(): [ChosenOrg | null, (unit: ChosenOrg) => void] {
  const sessionUnit = useSessionUnit();
  const [chosen, setChosen] = useState<ChosenOrg | null>(null);
  return [chosen ?? sessionUnit, setChosen];
}

export function StyleUnitField({
  value,
  onChange,
}: {
  value: ChosenOrg | null;
  onChange: (unit: ChosenOrg) => void;
}) {
  const t = useT();
  return (
    <Field label={t('styles.unit')} layout="inline" className="max-w-md">
      <OrgChooserField
        kind="unit"
        value={value}
        clearable={false}
        onChange={(unit) => unit && onChange(unit)}
      />
    </Field>
  );
}
