import { type Locale } from '@portico/sdk';
import type { TextKey } from '../../texts/catalogue';
import {
  UNIT_CODE_PATTERN,
  type AdminUnit,
  type AdminUnitType,
  type UnitAddRequest,
  type UnitUpdateRequest,
} from '@portico/sdk/contract';

/** A chosen unit or area as the form holds it (the choosers' ChosenOrg, structurally). */
export interface OrgRef {
  id: string;
  code: string;
  name: string;
}

export interface UnitForm {
  code: string;
  descript: string;
  type: AdminUnitType | '';
  parent: OrgRef | null;
  area: OrgRef | null;
  theme: string;
  /** The unit's own default language; '' inherits the parent's. */
  language: Locale | '';
}

export type UnitFormErrors = Partial<Record<keyof UnitForm, TextKey>>;

export const EMPTY_UNIT_FORM: UnitForm = {
  code: '',
  descript: '',
  type: '',
  parent: null,
  area: null,
  theme: '',
  language: '',
};

/** The form for editing `unit`; its parent and area as the list shows them. */
export function unitToForm(unit: AdminUnit): UnitForm {
  return {
    code: unit.code,
    descript: unit.descript,
    type: unit.type,
    parent: unit.parentId
      ? { id: unit.parentId, code: unit.parentCode ?? '', name: unit.parentCode ?? '' }
      : null,
    area: unit.areaId
      ? { id: unit.areaId, code: unit.areaCode ?? '', name: unit.areaCode ?? '' }
      : null,
    theme: unit.theme ?? '',
    language: unit.language ?? '',
  };
}

/**
 * The checks the server makes with the SDK's unit schemas (`unitAddSchema`), made before the
 * call so the form names the field at once: code by UNIT_CODE_PATTERN (add only: a code is
 * never changed), name required, type chosen, and a parent for a new unit.
 */
export function validateUnitForm(form: UnitForm, mode: 'add' | 'edit'): UnitFormErrors {
  const errors: UnitFormErrors = {};
  if (mode === 'add' && !UNIT_CODE_PATTERN.test(form.code.trim())) {
    errors.code = 'adminServer.unitCodeInvalid';
  }
  if (!form.descript.trim()) errors.descript = 'adminServer.unitNameRequired';
  else if (form.descript.trim().length > 200) errors.descript = 'validation.tooLong';
  if (!form.type) errors.type = 'units.form.typeRequired';
  if (mode === 'add' && !form.parent) errors.parent = 'units.form.parentRequired';
  if (form.theme.trim().length > 64) errors.theme = 'validation.tooLong';
  return errors;
}

export function toAddRequest(form: UnitForm): UnitAddRequest {
  return {
    code: form.code.trim(),
    descript: form.descript.trim(),
    type: form.type as AdminUnitType,
    parentId: form.parent!.id,
    areaId: form.area?.id,
    theme: form.theme.trim() || undefined,
    language: form.language || undefined,
  };
}

/**
 * The update call's body: only what changed, so saving an untouched form changes nothing and a
 * new parent moves the unit (the server then drops an area of the old group unless one is named).
 */
export function toUpdateRequest(form: UnitForm, unit: AdminUnit): UnitUpdateRequest {
  const body: UnitUpdateRequest = { id: unit.id };
  if (form.descript.trim() !== unit.descript) body.descript = form.descript.trim();
  if (form.type && form.type !== unit.type) body.type = form.type;
  if (form.parent && form.parent.id !== unit.parentId) body.parentId = form.parent.id;
  const areaId = form.area?.id ?? null;
  if (areaId !== unit.areaId) body.areaId = areaId;
  const theme = form.theme.trim() || null;
  if (theme !== unit.theme) body.theme = theme;
  const language = form.language || null;
  if (language !== unit.language) body.language = language;
  return body;
}
