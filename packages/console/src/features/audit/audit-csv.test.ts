import { describe, expect, it } from 'vitest';
import { auditCsv } from './audit-csv';

describe('auditCsv (guide "Audit and sessions": export)', () => {
  it('quotes the cells that need it, writes the changes as JSON and defuses formulas', () => {
    const csv = auditCsv([
      {
        seq: 1,
        time: '2026-01-01T00:00:00.000Z',
        actorUnitCode: 'PLATFORM',
        actorUserCode: 'admin',
        action: 'roles.saveAuth',
        targetType: 'role',
        targetId: '=cmd',
        unitCode: 'H001',
        ip: null,
        userAgent: null,
        changes: [{ field: 'role_menus', before: null, after: { menu_id: 'a"b' } }],
      },
    ]);
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'time,actorUnitCode,actorUserCode,action,targetType,targetId,unitCode,ip,changes',
    );
    expect(line).toBe(
      '2026-01-01T00:00:00.000Z,PLATFORM,admin,roles.saveAuth,role,\'=cmd,H001,,"[{""field"":""role_menus"",""before"":null,""after"":{""menu_id"":""a\\""b""}}]"',
    );
  });
});
