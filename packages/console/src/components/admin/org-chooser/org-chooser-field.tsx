import { useState } from 'react';
import { useT } from '../../../lib/use-t';
import { ChooserButton } from '../chooser-button';
import type { ChooserFetch } from './chooser-api';
import type { ChooserKind, ChosenOrg } from './chooser-kinds';
import { OrgChooser } from './org-chooser';

export interface OrgChooserFieldProps {
  kind: ChooserKind;
  value: ChosenOrg | null;
  onChange: (value: ChosenOrg | null) => void;
  id?: string;
  disabled?: boolean;
  /** Areas of this group only (or units below it). */
  unitId?: string | null;
  /** Without it the value cannot be emptied (a required parent). */
  clearable?: boolean;
  fetchPage?: ChooserFetch;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** The chosen store/hotel/group/area/supplier/cooperator in a form, with a button to choose. */
export function OrgChooserField({
  kind,
  value,
  onChange,
  id,
  disabled,
  unitId,
  clearable = true,
  fetchPage,
  'aria-describedby': describedBy,
}: OrgChooserFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <ChooserButton
      id={id}
      disabled={disabled}
      aria-describedby={describedBy}
      text={value ? `${value.name} (${value.code})` : t('widget.chooser.none')}
      chosen={Boolean(value)}
      icon="search"
      onOpen={() => setOpen(true)}
      clear={clearable ? { label: t('common.clear'), onClear: () => onChange(null) } : undefined}
    >
      {open && (
        <OrgChooser
          kind={kind}
          unitId={unitId}
          selectedId={value?.id}
          fetchPage={fetchPage}
          onClose={() => setOpen(false)}
          onChoose={(org) => {
            onChange(org);
            setOpen(false);
          }}
        />
      )}
    </ChooserButton>
  );
}
