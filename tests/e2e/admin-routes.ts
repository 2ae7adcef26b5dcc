import { ADMIN_SCREEN_PATHS } from '@portico/sdk/contract';

/**
 * Every administration route of product.md §2.5, for the sweeps that open each one: the screens
 * of the registry (`ADMIN_SCREENS`, sdk contract/screens.ts), a brand code for `/code/:code`,
 * and the password page of the shell.
 */
export const ADMIN_ROUTES: readonly string[] = [
  ...ADMIN_SCREEN_PATHS.map((path) => path.replace(':code', 'PORTICO')),
  '/password/update',
];
