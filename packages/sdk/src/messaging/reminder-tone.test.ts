import { describe, expect, it, vi } from 'vitest';
import {
  createReminderTone,
  IDLE_TONE,
  startTone,
  toneEnded,
  TONE_LOOP_FOREVER,
  type ToneAudio,
  type TonePlayerState,
} from './reminder-tone';

describe('reminder tone state (product.md §4 "time 999 loops forever, other values count down")', () => {
  it.each([
    [
      { toneUrl: '/t.mp3', time: 999 },
      { status: 'playing', url: '/t.mp3', remaining: 'forever' },
    ],
    [
      { toneUrl: '/t.mp3', time: 3 },
      { status: 'playing', url: '/t.mp3', remaining: 3 },
    ],
    [{ toneUrl: '/t.mp3', time: 0 }, IDLE_TONE],
    [{ toneUrl: null, time: 3 }, IDLE_TONE],
    [null, IDLE_TONE],
  ])('%j starts as %j', (tone, state) => {
    expect(startTone(tone)).toEqual(state);
  });

  it('a count goes down one per play and ends idle', () => {
    let state: TonePlayerState = startTone({ toneUrl: '/t.mp3', time: 3 });
    const remaining: unknown[] = [];
    while (state.status === 'playing') {
      remaining.push(state.remaining);
      state = toneEnded(state);
    }
    expect(remaining).toEqual([3, 2, 1]);
  });

  it('999 never ends', () => {
    const forever = startTone({ toneUrl: '/t.mp3', time: TONE_LOOP_FOREVER });
    expect(toneEnded(toneEnded(forever))).toEqual(forever);
  });
});

function fakeAudio() {
  const listeners: Array<() => void> = [];
  const audio = {
    src: '',
    loop: false,
    currentTime: 0,
    play: vi.fn(async () => undefined),
    pause: vi.fn(),
    addEventListener: (_: 'ended', listener: () => void) => listeners.push(listener),
    end: () => listeners.forEach((l) => l()),
  };
  return audio satisfies ToneAudio;
}

describe('reminder tone player (the Audio element injected)', () => {
  it('counts down on each ended event, then stops', async () => {
    const audio = fakeAudio();
    const tone = createReminderTone({
      load: async () => ({ toneUrl: '/t.mp3', time: 2 }),
      createAudio: () => audio,
    });
    await tone.play();
    expect(audio.src).toBe('/t.mp3');
    expect(audio.loop).toBe(false);
    audio.end();
    expect(audio.play).toHaveBeenCalledTimes(2);
    audio.end();
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(tone.state.value).toEqual(IDLE_TONE);
  });

  it('999 loops natively until stopped, and a new message does not restart it', async () => {
    const audio = fakeAudio();
    const load = vi.fn(async () => ({ toneUrl: '/t.mp3', time: 999 }));
    const tone = createReminderTone({ load, createAudio: () => audio });
    await tone.play();
    await tone.play();
    expect(audio.loop).toBe(true);
    expect(audio.play).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
    tone.stop();
    expect(audio.pause).toHaveBeenCalled();
    expect(tone.state.value).toEqual(IDLE_TONE);
  });

  it('a refused autoplay leaves it idle; no audio element means silence', async () => {
    const audio = fakeAudio();
    audio.play.mockRejectedValueOnce(new Error('NotAllowedError'));
    const tone = createReminderTone({
      load: async () => ({ toneUrl: '/t.mp3', time: 999 }),
      createAudio: () => audio,
    });
    await tone.play();
    await Promise.resolve();
    expect(tone.state.value).toEqual(IDLE_TONE);
    const silent = createReminderTone({
      load: async () => ({ toneUrl: '/t.mp3', time: 2 }),
      createAudio: () => null,
    });
    await expect(silent.play()).resolves.toBeUndefined();
  });

  it('reset forgets the setting (unit switch), so the next play loads it again', async () => {
    const load = vi.fn(async () => ({ toneUrl: '/t.mp3', time: 1 }));
    const tone = createReminderTone({ load, createAudio: () => fakeAudio() });
    await tone.play();
    tone.reset();
    await tone.play();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
