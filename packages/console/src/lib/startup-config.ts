import type { StartupConfig } from '@portico/sdk';
import { portico } from './portico';

let read: Promise<StartupConfig> | null = null;

/**
 * The startup files (api-contract.md §7.2), read once per page: they do not change under a
 * running page, so the boot, the shell and the language switch share the one read rather than
 * asking the server for the same three files again.
 */
export function startupConfig(): Promise<StartupConfig> {
  read ??= portico.loadConfig();
  return read;
}
