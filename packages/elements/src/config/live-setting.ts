import { pageShared } from './page-state';

/**
 * Whether live push is wanted: `Portico.configure({ live: false })` turns it off. A module of its
 * own so the messaging core reads it without importing the configuration, which itself releases
 * the page's messaging when the client is replaced. One per page (page-state.ts).
 */
const live = pageShared('live', () => ({ on: true }));

export function liveEnabled(): boolean {
  return live.on;
}

export function setLiveEnabled(on: boolean): void {
  live.on = on;
}
