import type { AdminScreenPath } from '@portico/sdk/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a screen's prefetch knows when its route starts loading. */
export interface ScreenPrefetchContext {
  client: QueryClient;
  url: URL;
  /** The unit the screen opens on: the URL's `unitId`, else the session's unit; null signed out. */
  unitId: string | null;
}

/**
 * The console's half of an administration screen; the other half (path, title, menus, call
 * families) is `ADMIN_SCREENS` in `@portico/sdk/contract`, shared with the server.
 * - `load`: the route module, a chunk of its own loaded on the first visit.
 * - `prefetch`: starts the screen's first query with the feature's own query options while the
 *   module loads, so the page renders with its data instead of a spinner.
 */
export interface ConsoleScreen {
  load: () => Promise<ComponentType>;
  prefetch?: (context: ScreenPrefetchContext) => Promise<unknown>;
}

/** A feature's screens (`features/<name>/screens.ts` exports them as `screens`). */
export type ScreenEntries = Partial<Record<AdminScreenPath, ConsoleScreen>>;

/**
 * Each feature's `screens.ts` adds its table here by declaration merging
 * (`declare module '../../app/console-screen' { interface FeatureScreens { <name>: typeof screens } }`),
 * so the console's registry knows, at compile time, which shared screens have a console half
 * without a central list of screens.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface FeatureScreens {}

/** The paths the features' tables cover. */
export type CoveredScreenPath = {
  [F in keyof FeatureScreens]: keyof FeatureScreens[F];
}[keyof FeatureScreens];
