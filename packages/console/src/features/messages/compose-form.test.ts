import { describe, expect, it } from 'vitest';
import {
  addEntry,
  BLANK_DRAFT,
  publishRequest,
  timeZoneLabel,
  validateDraft,
  type ComposeDraft,
} from './compose-form';

const now = new Date('2026-12-05T08:00:00');
const frontOffice = {
  kind: 'department',
  unitCode: 'H001',
  code: 'FRONT',
  name: 'Front Office',
} as const;
const valid: ComposeDraft = { ...BLANK_DRAFT, title: 'PMS down tonight', audience: [frontOffice] };

describe('the compose form (docs/guides/announcements.md "Send an announcement")', () => {
  it('needs a title, a recipient and a web link', () => {
    expect(validateDraft(valid, now)).toEqual({});
    const errors = validateDraft({ ...BLANK_DRAFT, title: '  ', link: 'javascript:alert(1)' }, now);
    expect(errors.title?.key).toBe('announce.error.title');
    expect(errors.audience?.key).toBe('announce.error.audience');
    expect(errors.link?.key).toBe('announce.error.link');
    expect(validateDraft({ ...valid, title: 'x'.repeat(201) }, now).title?.key).toBe(
      'announce.error.titleLong',
    );
  });

  it('refuses a body past the server limit, the link counted in', () => {
    const body = `<p>${'x'.repeat(19_990)}</p>`;
    expect(validateDraft({ ...valid, body }, now).body).toBeUndefined();
    expect(
      validateDraft({ ...valid, body, link: 'https://status.example/pms' }, now).body?.key,
    ).toBe('announce.error.bodyLong');
  });

  it('sends at a time only in the future, and expires only after it is sent', () => {
    const at = { ...valid, when: 'at' as const };
    expect(validateDraft(at, now).publishAt?.key).toBe('announce.error.time');
    expect(validateDraft({ ...at, publishAt: '2026-12-05T07:59' }, now).publishAt?.key).toBe(
      'announce.error.past',
    );
    expect(validateDraft({ ...at, publishAt: '2026-12-05T09:00' }, now)).toEqual({});
    expect(
      validateDraft({ ...at, publishAt: '2026-12-05T09:00', expiresAt: '2026-12-05T08:30' }, now)
        .expiresAt?.key,
    ).toBe('announce.error.expiry');
    expect(validateDraft({ ...valid, expiresAt: '2026-12-05T07:00' }, now).expiresAt?.key).toBe(
      'announce.error.expiry',
    );
  });

  it('keeps an audience entry once, a unit with its latest child setting', () => {
    const unit = { kind: 'unit', unitCode: 'G001', name: 'Harbour', withSubUnits: false } as const;
    let list = addEntry([], frontOffice);
    list = addEntry(list, frontOffice);
    list = addEntry(list, unit);
    list = addEntry(list, { ...unit, withSubUnits: true });
    expect(list).toEqual([frontOffice, { ...unit, withSubUnits: true }]);
  });

  it('sends the audience by kind, a tip as a shown system message, the link in the body and times in UTC', () => {
    const request = publishRequest({
      ...valid,
      title: ' PMS down ',
      body: '<p>From <strong>22:00</strong></p>',
      kind: 'TIP',
      level: 'SERIOUS',
      link: 'https://status.example/?a=1&b="2"',
      audience: [
        frontOffice,
        { kind: 'role', unitCode: 'H001', code: 'HOTEL_STAFF', name: 'Staff' },
        { kind: 'user', unitCode: 'H002', code: 'duty', name: 'Duty Manager' },
        { kind: 'unit', unitCode: 'G001', name: 'Harbour', withSubUnits: true },
      ],
      when: 'at',
      publishAt: '2026-12-05T09:00',
      expiresAt: '2026-12-06T09:00',
    });
    expect(request).toEqual({
      messageTitle: 'PMS down',
      messageText:
        '<p>From <strong>22:00</strong></p><p><a href="https://status.example/?a=1&#38;b=&#34;2&#34;">https://status.example/?a=1&#38;b=&#34;2&#34;</a></p>',
      messageLevel: 'SERIOUS',
      messageType: 'SYSTEM',
      isShow: 'T',
      audience: {
        users: [{ unitCode: 'H002', userCode: 'duty' }],
        departments: [{ unitCode: 'H001', code: 'FRONT' }],
        roles: [{ unitCode: 'H001', code: 'HOTEL_STAFF' }],
        units: [{ unitCode: 'G001', withSubUnits: true }],
      },
      publishAt: new Date('2026-12-05T09:00').toISOString(),
      expiresAt: new Date('2026-12-06T09:00').toISOString(),
    });
    // An empty editor sends no body; "now" sends no time.
    expect(publishRequest({ ...valid, body: '<p></p>' })).toMatchObject({ messageText: '' });
    expect(publishRequest(valid)).not.toHaveProperty('publishAt');
  });

  it('names the time zone with its offset', () => {
    expect(timeZoneLabel(new Date(), 'Asia/Shanghai')).toMatch(
      /^Asia\/Shanghai \(UTC[+-]\d\d:\d\d\)$/,
    );
  });
});
