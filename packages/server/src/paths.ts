import { fileURLToPath } from 'node:url';

/**
 * Paths resolved from this file, never from the working directory, so that the server runs the
 * same from the repository root, from packages/server or from a test runner.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
