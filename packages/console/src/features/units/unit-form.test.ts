import type { AdminUnit } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { isUnitType } from './unit-filters';
import {
  EMPTY_UNIT_FORM,
  toAddRequest,
  toUpdateRequest,
  unitToForm,
  validateUnitForm,
} from './unit-form';

const unit: AdminUnit = {
  id: 'u1',
  uuid: 'x',
  code: 'H001',
  descript: 'Harbour Hotel Shanghai',
  type: 'HOTEL',
  parentId: 'g1',
  parentCode: 'G001',
  areaId: 'a1',
  areaCode: 'EAST',
  theme: null,
  language: null,
  inheritedLanguage: 'en-US',
  status: 'enabled',
  createTime: '2026-01-01T00:00:00.000Z',
  hasChildren: false,
  userCount: 5,
};

describe('unit form (product.md §2.5 /unit/unitList add and edit)', () => {
  it('names each missing or bad field before any call', () => {
    expect(validateUnitForm(EMPTY_UNIT_FORM, 'add')).toEqual({
      code: 'adminServer.unitCodeInvalid',
      descript: 'adminServer.unitNameRequired',
      type: 'units.form.typeRequired',
      parent: 'units.form.parentRequired',
    });
    const form = { ...unitToForm(unit), code: 'H 1' };
    // The code is fixed once the unit exists, so editing never checks it.
    expect(validateUnitForm(form, 'edit')).toEqual({});
    expect(validateUnitForm(form, 'add')).toEqual({ code: 'adminServer.unitCodeInvalid' });
  });

  it('builds the add body, trimmed, without empty optional fields', () => {
    const parent = { id: 'g1', code: 'G001', name: 'Group' };
    expect(
      toAddRequest({ ...EMPTY_UNIT_FORM, code: ' H9 ', descript: ' New ', type: 'HOTEL', parent }),
    ).toEqual({
      code: 'H9',
      descript: 'New',
      type: 'HOTEL',
      parentId: 'g1',
      areaId: undefined,
      theme: undefined,
    });
  });

  it('sends only what changed on update; a new parent moves, a cleared area is null', () => {
    expect(toUpdateRequest(unitToForm(unit), unit)).toEqual({ id: 'u1' });
    const moved = {
      ...unitToForm(unit),
      parent: { id: 'g2', code: 'G002', name: 'G2' },
      area: null,
    };
    expect(toUpdateRequest(moved, unit)).toEqual({ id: 'u1', parentId: 'g2', areaId: null });
    const renamed = { ...unitToForm(unit), descript: 'Renamed', theme: 'harbour' };
    expect(toUpdateRequest(renamed, unit)).toEqual({
      id: 'u1',
      descript: 'Renamed',
      theme: 'harbour',
    });
  });

  it("sends the default language when it changes: a locale, or null for the parent's", () => {
    const english = { ...unitToForm(unit), language: 'en-US' as const };
    expect(toUpdateRequest(english, unit)).toEqual({ id: 'u1', language: 'en-US' });
    const own = { ...unit, language: 'zh-CN' as const };
    expect(unitToForm(own).language).toBe('zh-CN');
    expect(toUpdateRequest({ ...unitToForm(own), language: '' }, own)).toEqual({
      id: 'u1',
      language: null,
    });
    const parent = { id: 'g1', code: 'G001', name: 'Group' };
    const added = { ...EMPTY_UNIT_FORM, code: 'H9', descript: 'N', type: 'HOTEL' as const, parent };
    expect(toAddRequest({ ...added, language: 'en-US' }).language).toBe('en-US');
    expect(toAddRequest(added).language).toBeUndefined();
  });

  it('reads ?type= only when it is one of the unit types', () => {
    expect(isUnitType('HOTEL')).toBe(true);
    expect(isUnitType('CASTLE')).toBe(false);
    expect(isUnitType(null)).toBe(false);
  });
});
