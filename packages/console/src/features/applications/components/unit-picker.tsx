import { useState } from 'react';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { Field } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';

/** The unit a screen is about: the session unit until another one is chosen. */
export function useChosenUnit(): [ChosenOrg | null, (unit: ChosenOrg | null) => void] {
  const session = useSessionUnit();
  const [chosen, setChosen] = useState<ChosenOrg | null | undefined>(undefined);
  return [chosen === undefined ? session : chosen, setChosen];
}

/** A labelled unit chooser for the top of a screen. */
export function UnitPicker({
  value,
  onChange,
  clearable = false,
}: {
  value: ChosenOrg | null;
  onChange: (unit: ChosenOrg | null) => void;
  clearable?: boolean;
}) {
  const t = useT();
  return (
    <Field label={t('applications.unit')} layout="inline" className="w-80">
      <OrgChooserField kind="unit" value={value} onChange={onChange} clearable={clearable} />
    </Field>
  );
}
