import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { ADMIN_UNIT_TYPES, type AdminUnit } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { useFormFields } from '../../../components/admin/use-form-fields';
import {
  bindForm,
  SelectField,
  TextField,
  TextFields,
  type TextFieldSpec,
} from '../../../components/ui/bound-fields';
import { Field } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useSaveUnit } from '../api/save-unit';
import {
  EMPTY_UNIT_FORM,
  toAddRequest,
  toUpdateRequest,
  unitToForm,
  validateUnitForm,
  type UnitForm,
  type UnitFormErrors,
} from '../unit-form';

export interface UnitFormDialogProps {
  /** The unit to edit; absent: a new unit (below `parent` when given). */
  unit?: AdminUnit;
  parent?: { id: string; code: string; name: string } | null;
  onClose: () => void;
  onSaved?: (unit: AdminUnit) => void;
}

/** Each language by its own name, as a language switch shows it. */
const LANGUAGE_NAMES: Record<Locale, TextKey> = {
  'zh-CN': 'units.form.languageZhCN',
  'en-US': 'units.form.languageEnUS',
};

const FIELDS: TextFieldSpec<UnitForm>[] = [
  { name: 'code', label: 'field.unit.code', required: true, maxLength: 64 },
  { name: 'descript', label: 'field.unit.name', required: true, maxLength: 200 },
];

/**
 * Add or edit a unit (product.md §2.5 /unit/unitList): code, name, type, parent, area, theme and
 * the default language (its own, or the parent's).
 */
export function UnitFormDialog({ unit, parent, onClose, onSaved }: UnitFormDialogProps) {
  const t = useT();
  const toasts = useMutationToasts();
  const mode = unit ? 'edit' : 'add';
  const { form, errors, set, passes } = useFormFields<UnitForm, UnitFormErrors>(() =>
    unit ? unitToForm(unit) : { ...EMPTY_UNIT_FORM, parent: parent ?? null },
  );
  const save = useSaveUnit();
  const bind = bindForm({ form, errors, set }, t);
  const error = bind.error;

  const submit = () => {
    if (!passes(validateUnitForm(form, mode))) return;
    const then = (saved: AdminUnit) => {
      onSaved?.(saved);
      onClose();
    };
    save.mutate(
      unit ? { update: toUpdateRequest(form, unit) } : { add: toAddRequest(form) },
      toasts.done(then, (saved) => t('units.saved', { code: saved.code })),
    );
  };
  return (
    <FormDialog
      title={t(unit ? 'units.edit' : 'units.add')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextFields
        bind={bind}
        fields={FIELDS.map((spec) => ({
          ...spec,
          disabled: mode === 'edit' && spec.name === 'code',
        }))}
        // The code is fixed once the unit exists: the cursor then starts on its name.
        autoFocus
      />
      <SelectField
        bind={bind}
        name="type"
        label={t('field.unit.type')}
        required
        options={[
          { value: '', label: t('units.form.chooseType') },
          ...ADMIN_UNIT_TYPES.map((type) => ({ value: type, label: t(`unit.type.${type}`) })),
        ]}
      />
      <Field
        label={t('units.parent')}
        required={mode === 'add'}
        error={error('parent')}
        hint={mode === 'edit' ? t('units.form.moveHint') : undefined}
      >
        <OrgChooserField
          kind="unit"
          value={form.parent}
          clearable={false}
          disabled={mode === 'edit' && !unit?.parentId}
          onChange={(value) => {
            set('parent', value);
            // An area belongs to the parent group: another parent, another set of areas.
            if (value?.id !== form.parent?.id) set('area', null);
          }}
        />
      </Field>
      <Field label={t('units.area')} error={error('area')}>
        <OrgChooserField
          kind="area"
          unitId={form.parent?.id}
          disabled={!form.parent}
          value={form.area}
          onChange={(value) => set('area', value)}
        />
      </Field>
      <TextField bind={bind} name="theme" label={t('field.unit.theme')} maxLength={64} />
      <SelectField
        bind={bind}
        name="language"
        label={t('units.form.language')}
        hint={t('units.form.languageHint')}
        options={[
          {
            value: '',
            label: t('units.form.languageInherit', {
              language: t(LANGUAGE_NAMES[unit?.inheritedLanguage ?? FALLBACK_LOCALE]),
            }),
          },
          ...LOCALES.map((locale) => ({
            value: locale,
            label: t(LANGUAGE_NAMES[locale]),
          })),
        ]}
      />
    </FormDialog>
  );
}
