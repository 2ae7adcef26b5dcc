/**
 * Whether live push is wanted: `Portico.configure({ live: false })` turns it off. A module of its
 * own so the messaging core reads it without importing the configuration, which itself releases
 * the page's messaging when the client is replaced.
 */
let live = true;

export function liveEnabled(): boolean {
  return live;
}

export function setLiveEnabled(on: boolean): void {
  live = on;
}
