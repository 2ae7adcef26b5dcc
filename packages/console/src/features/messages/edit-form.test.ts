import { describe, expect, it } from 'vitest';
import { editRequest, toLocalInput, type EditDraft } from './edit-form';

const now = new Date('2026-12-05T08:00:00');
const draft: EditDraft = {
  title: ' Lift B closed ',
  body: '<p>Use lift A.</p>',
  level: 'INFO',
  publishAt: '2026-12-05T09:00',
  expiresAt: '',
};

describe('editing a published message (docs/guides/announcements.md "Follow it up")', () => {
  it('changes the send time only while the message is scheduled, and clears an emptied expiry', () => {
    expect(editRequest(draft, true, now)).toEqual({
      messageTitle: 'Lift B closed',
      messageText: '<p>Use lift A.</p>',
      messageLevel: 'INFO',
      publishAt: new Date('2026-12-05T09:00').toISOString(),
      expiresAt: null,
    });
    expect(editRequest(draft, false, now)).not.toHaveProperty('publishAt');
  });

  it('refuses an empty title, a past send time and an expiry before the send time', () => {
    expect(editRequest({ ...draft, title: ' ' }, true, now)).toEqual({
      error: 'announce.error.title',
    });
    expect(editRequest({ ...draft, publishAt: '2026-12-05T07:00' }, true, now)).toEqual({
      error: 'announce.error.past',
    });
    expect(editRequest({ ...draft, expiresAt: '2026-12-05T08:30' }, true, now)).toEqual({
      error: 'announce.error.expiry',
    });
    // Already delivered: the expiry only has to be in the future.
    expect(editRequest({ ...draft, expiresAt: '2026-12-05T08:30' }, false, now)).toMatchObject({
      expiresAt: new Date('2026-12-05T08:30').toISOString(),
    });
  });

  it('shows a stored UTC time in the browser zone, to the minute', () => {
    const iso = new Date('2026-12-05T09:07').toISOString();
    expect(toLocalInput(iso)).toBe('2026-12-05T09:07');
    expect(toLocalInput('not a time')).toBe('');
  });
});
