import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { RemindTone } from '../contract/message-shapes';
import type { MessagingClient } from './messages-api';

/** A tone `time` of 999 loops until stopped (product.md §4, api-contract.md §9). */
export const TONE_LOOP_FOREVER = 999;

/** What the tone player does: nothing, or play `url` `remaining` more times (or forever). */
export type TonePlayerState =
  { status: 'idle' } | { status: 'playing'; url: string; remaining: number | 'forever' };

/** The tone player at rest. */
export const IDLE_TONE: TonePlayerState = { status: 'idle' };

/** Pure: what to play for a tone setting; no URL or a time below 1 plays nothing. */
export function startTone(tone: RemindTone | null | undefined): TonePlayerState {
  if (!tone?.toneUrl || !Number.isFinite(tone.time) || tone.time < 1) return IDLE_TONE;
  if (tone.time === TONE_LOOP_FOREVER) {
    return { status: 'playing', url: tone.toneUrl, remaining: 'forever' };
  }
  return { status: 'playing', url: tone.toneUrl, remaining: Math.floor(tone.time) };
}

/** Pure: one play finished; the count goes down, 999 plays again, the last one ends. */
export function toneEnded(state: TonePlayerState): TonePlayerState {
  if (state.status === 'idle' || state.remaining === 'forever') return state;
  return state.remaining > 1 ? { ...state, remaining: state.remaining - 1 } : IDLE_TONE;
}

/** What the player needs of an HTMLAudioElement; tests pass a fake. */
export interface ToneAudio {
  src: string;
  loop: boolean;
  currentTime: number;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: 'ended', listener: () => void): void;
}

/** GET {UC}/sysOption/remindTone?unitCode (api-contract.md §7.5). */
export function getRemindTone(client: MessagingClient, unitCode: string): Promise<RemindTone> {
  return client.http.request<RemindTone>('UC', '/sysOption/remindTone', { query: { unitCode } });
}

/** The unit's reminder tone: its player state, and play / stop. */
export interface ReminderTone {
  readonly state: ReadonlySignal<TonePlayerState>;
  /** Plays the unit's tone; a looping tone already playing goes on, a counted one restarts. */
  play(): Promise<void>;
  stop(): void;
  /** Forgets the loaded setting (unit switch, logout). */
  reset(): void;
}

/** What `createReminderTone` needs: how to load the setting and make the audio element. */
export interface ReminderToneOptions {
  /** The tone setting; loaded once and kept until reset(). */
  load: () => Promise<RemindTone | null>;
  /** The audio element; default `new Audio()` in a browser, none (silent) elsewhere. */
  createAudio?: () => ToneAudio | null;
}

const browserAudio = (): ToneAudio | null =>
  typeof Audio === 'undefined' ? null : (new Audio() as ToneAudio);

/** The reminder tone of product.md §4 (`ReminderTone`). */
export function createReminderTone(options: ReminderToneOptions): ReminderTone {
  const state = signal<TonePlayerState>(IDLE_TONE);
  let setting: Promise<RemindTone | null> | null = null;
  let audio: ToneAudio | null | undefined;

  function element(): ToneAudio | null {
    if (audio !== undefined) return audio;
    audio = (options.createAudio ?? browserAudio)();
    audio?.addEventListener('ended', () => {
      state.value = toneEnded(state.value);
      if (state.value.status === 'playing') start();
    });
    return audio;
  }

  function start() {
    const player = element();
    const current = state.value;
    if (!player || current.status === 'idle') return;
    if (player.src !== current.url) player.src = current.url;
    // A forever tone loops natively; a counted one replays on 'ended' until the count runs out.
    player.loop = current.remaining === 'forever';
    player.currentTime = 0;
    // Autoplay may be refused until the user interacts with the page: the tone is then skipped.
    void Promise.resolve(player.play()).catch(() => {
      state.value = IDLE_TONE;
    });
  }

  return {
    state,
    async play() {
      const current = state.value;
      if (current.status === 'playing' && current.remaining === 'forever') return;
      // A failed load plays nothing now and is retried on the next message.
      setting ??= options.load().catch(() => {
        setting = null;
        return null;
      });
      state.value = startTone(await setting);
      start();
    },
    stop() {
      state.value = IDLE_TONE;
      audio?.pause();
    },
    reset() {
      setting = null;
      state.value = IDLE_TONE;
      audio?.pause();
    },
  };
}
