import { liveDestinations } from '@portico/sdk/messaging';
import type { Principal } from './principal';

/**
 * The destination scheme is defined once, in the SDK (`@portico/sdk/messaging`), for the server
 * and every client; this module adds what only the server decides: who may subscribe to what.
 *
 * - `/topic/app/{appCode}`: everyone signed in to a unit that has opened the app;
 * - `/topic/unit/{unitCode}`: everyone working in the unit;
 * - `/topic/user/{unitCode}/{userCode}`: one user (user codes are unique within a unit).
 */
export { liveDestinations };

const APP_PREFIX = liveDestinations.app('');

/** The units whose unit and user topics the principal may read: the session's, then the rest. */
function unitsOf(principal: Principal): string[] {
  return [principal.unitCode, ...(principal.unitCodes ?? [])];
}

/** The principal's own user topics: where its session events are pushed. */
export function userDestinations(principal: Principal): string[] {
  return unitsOf(principal).map((unit) => liveDestinations.user(unit, principal.userCode));
}

/**
 * Whether a principal may subscribe: its own user topic, its units' topics, and the topics of the
 * apps it may use. Compared as whole strings, so a code holding a `/` cannot reach another topic.
 */
export function canSubscribe(principal: Principal, destination: string): boolean {
  for (const unit of unitsOf(principal)) {
    if (destination === liveDestinations.unit(unit)) return true;
    if (destination === liveDestinations.user(unit, principal.userCode)) return true;
  }
  if (!destination.startsWith(APP_PREFIX)) return false;
  const appCode = destination.slice(APP_PREFIX.length);
  if (!/^[^/\s]+$/.test(appCode)) return false;
  return principal.appCodes === undefined || principal.appCodes.includes(appCode);
}

/** Publishing is server-side only, but a typo there should fail loudly rather than reach no one. */
export function isLiveDestination(destination: string): boolean {
  return /^\/topic\/(app|unit|user)\/\S+$/.test(destination);
}
