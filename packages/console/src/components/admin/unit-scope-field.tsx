import { useState } from 'react';
import { Field } from '../ui/form-controls';
import type { ChosenOrg } from './org-chooser/chooser-kinds';
import { OrgChooserField } from './org-chooser/org-chooser-field';
import { useSessionUnit } from './session-unit';

/**
 * The unit a screen manages (security, parameters, styles…): the caller's own at first; an
 * administrator of several units picks another with the unit chooser, which lists only the
 * units in scope.
 */
export function useScopeUnit(): [ChosenOrg | null, (unit: ChosenOrg) => void] {
  const sessionUnit = useSessionUnit();
  const [chosen, setChosen] = useState<ChosenOrg | null>(null);
  return [chosen ?? sessionUnit, setChosen];
}

/** The labelled unit chooser above such a screen; a unit is always chosen (not clearable). */
export function UnitScopeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ChosenOrg | null;
  onChange: (unit: ChosenOrg) => void;
}) {
  return (
    <Field label={label} layout="inline" className="max-w-md">
      <OrgChooserField
        kind="unit"
        value={value}
        clearable={false}
        onChange={(unit) => unit && onChange(unit)}
      />
    </Field>
  );
}
