import { ADMIN_UNIT_TYPES } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { chooserRequest, KIND_RULES, typeChoices } from './chooser-kinds';

const search = { keyword: '  harbour ', type: '', current: 2, pageSize: 10 };

describe('org choosers (product.md §2.9 "store/hotel/group/area/supplier/cooperator chooser")', () => {
  it('lists hotels for the store and hotel choosers, groups, suppliers', () => {
    expect(chooserRequest('store', search)).toEqual({
      path: '/unit/list',
      params: { current: 2, pageSize: 10, keyword: 'harbour', type: 'HOTEL', parentId: undefined },
    });
    expect(chooserRequest('hotel', search).params.type).toBe('HOTEL');
    expect(chooserRequest('group', search).params.type).toBe('COMPAN');
    expect(chooserRequest('supplier', search).params.type).toBe('SUPPLI');
  });

  it('asks for every cooperating type at once, or the one chosen', () => {
    expect(chooserRequest('cooperator', search).params).toMatchObject({
      types: 'OTA,TRAVEL,DISTRI,ALLIAN',
    });
    expect(chooserRequest('cooperator', { ...search, type: 'OTA' }).params).toMatchObject({
      type: 'OTA',
    });
    expect(typeChoices('cooperator', ADMIN_UNIT_TYPES)).toEqual([
      'OTA',
      'TRAVEL',
      'DISTRI',
      'ALLIAN',
    ]);
    expect(typeChoices('hotel', ADMIN_UNIT_TYPES)).toEqual([]);
    expect(typeChoices('unit', ADMIN_UNIT_TYPES)).toEqual([...ADMIN_UNIT_TYPES]);
  });

  it('lists areas from the area call, of one group when given', () => {
    expect(chooserRequest('area', { ...search, unitId: 'g1' })).toEqual({
      path: '/unit/areas',
      params: { current: 2, pageSize: 10, keyword: 'harbour', unitId: 'g1' },
    });
    expect(typeChoices('area', ADMIN_UNIT_TYPES)).toEqual([]);
  });

  it('has a title for every chooser', () => {
    expect(Object.values(KIND_RULES).every((rule) => rule.title)).toBe(true);
  });
});
