import { useState } from 'react';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { controlClass } from '../../ui/form-controls';
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
    <div className="flex min-w-0 items-center gap-1">
      <button
        type="button"
        id={id}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        // A button takes no aria-required or aria-invalid: the field's label and error say them.
        aria-describedby={describedBy}
        className={`${controlClass} flex cursor-pointer items-center justify-between gap-2 text-left`}
      >
        <span className={`truncate ${value ? '' : 'text-slate-500'}`}>
          {value ? `${value.name} (${value.code})` : t('widget.chooser.none')}
        </span>
        <Icon name="search" className="size-3.5 text-slate-400" />
      </button>
      {clearable && value && !disabled && (
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={t('common.clear')}
          title={t('common.clear')}
          className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Icon name="clear" className="size-3.5" />
        </button>
      )}
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
    </div>
  );
}
