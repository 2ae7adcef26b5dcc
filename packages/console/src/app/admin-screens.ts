import type { AdminScreenPath } from '@portico/sdk/contract';
import type { ConsoleScreen, CoveredScreenPath, ScreenEntries } from './console-screen';

export type { ConsoleScreen, ScreenPrefetchContext } from './console-screen';

/**
 * A shared screen (`ADMIN_SCREENS`, sdk contract/screens.ts) without a console half in some
 * feature's `screens.ts` fails the build here, naming the path.
 */
type MissingScreen = Exclude<AdminScreenPath, CoveredScreenPath>;
const everyScreenHasAConsoleHalf: [MissingScreen] extends [never] ? true : MissingScreen = true;
void everyScreenHasAConsoleHalf;

/**
 * Every administration screen of the console: adding a screen is a line in `ADMIN_SCREENS` and
 * an entry in its feature's `screens.ts`. The small tables are read eagerly (the page modules
 * they name stay lazy chunks); the router, the menu gate and the links between screens read them.
 */
const featureTables = import.meta.glob<ScreenEntries>('../features/*/screens.ts', {
  eager: true,
  import: 'screens',
});

export const CONSOLE_SCREENS = Object.assign({}, ...Object.values(featureTables)) as Record<
  AdminScreenPath,
  ConsoleScreen
>;
