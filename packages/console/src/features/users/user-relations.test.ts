import type { UserUnitRelation } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { chosenAreaIds, loginUnitIds } from './user-relations';

const relation = (unitId: string, canLogin: 'T' | 'F' = 'T'): UserUnitRelation => ({
  unitId,
  unitCode: unitId,
  unitName: unitId,
  isAdmin: 'F',
  isAgentAdmin: 'F',
  canLogin,
});

describe('relation tabs (api-contract.md §7.4 saveUserZoneInfo, saveUserCompanyInfo)', () => {
  it('reads the chosen companies back from relations that allow sign-in', () => {
    const companies = [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }];
    const chosen = loginUnitIds(companies, [relation('c1'), relation('c2', 'F'), relation('h9')]);
    expect([...chosen]).toEqual(['c1']);
  });

  it('an area is chosen when the user may sign in to every hotel of it', () => {
    const hotels = [
      { id: 'h1', areaId: 'east' },
      { id: 'h2', areaId: 'east' },
      { id: 'h3', areaId: 'west' },
      { id: 'h4', areaId: null },
    ];
    expect([...chosenAreaIds(hotels, [relation('h1'), relation('h2'), relation('h4')])]).toEqual([
      'east',
    ]);
    expect([...chosenAreaIds(hotels, [relation('h1'), relation('h3')])]).toEqual(['west']);
  });
});
