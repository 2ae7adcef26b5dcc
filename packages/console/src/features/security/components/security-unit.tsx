import { useState } from 'react';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { Field } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';

/**
 * The unit a security screen edits: the caller's own at first; an administrator of several units
 * (the platform) picks another with the unit chooser, which lists only the units in scope.
 */
export function useSecurityUnit(): [ChosenOrg | null, (unit: ChosenOrg) => void] {
  const sessionUnit = useSessionUnit();
  const [chosen, setChosen] = useState<ChosenOrg | null>(null);
  return [chosen ?? sessionUnit, setChosen];
}

export function SecurityUnitField({
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
