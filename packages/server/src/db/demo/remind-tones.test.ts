import type { RemindTone } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStaticRoots } from '../../modules/static/static-routes';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { DEMO_REMIND_TONES } from './config';

/**
 * The demo's reminder tones (product.md §4 "reminder tone") are files the server really serves
 * from the repository's examples folder, as sound a browser's Audio element plays: a tone URL
 * the bell would fetch into a 404 is a silent demo.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ examples: defaultStaticRoots().examples });
});
afterAll(async () => {
  await t?.close();
});

/** An MP3 file starts with an ID3 tag or an MPEG audio frame's sync bits (11 set bits). */
function isMp3(body: Buffer): boolean {
  return body.subarray(0, 3).toString('latin1') === 'ID3' || (body[0] === 0xff && body[1]! >= 0xe0);
}

describe('the demo reminder tones', () => {
  it.each(DEMO_REMIND_TONES)('$unit: $toneUrl is served as MP3 audio', async ({ toneUrl }) => {
    const response = await t.app.inject({ method: 'GET', url: toneUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(isMp3(response.rawPayload)).toBe(true);
  });

  it('the tone the server names for a hotel user is one it serves', async () => {
    const hotel = await loginAs(t.app, 'H001', 'frontdesk');
    const tone = await call<RemindTone>(t.app, 'GET', '/uc/sysOption/remindTone', {
      token: hotel.jwtToken,
      query: { unitCode: 'H001' },
    });
    expect(tone.retVal.toneUrl).toMatch(/^\/examples\/assets\//);
    const response = await t.app.inject({ method: 'GET', url: tone.retVal.toneUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(isMp3(response.rawPayload)).toBe(true);
  });
});
