import type { MenuItem } from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { portico } from '../../../lib/portico';
import { useAppMenus } from '../api/get-app-menus';
import { useSystemConfig } from '../api/get-startup-config';
import { visibleMenus } from '../menus/menu-tree';
import type { ShellApp } from '../shell-apps';

const NONE: MenuItem[] = [];

export interface ShellMenus {
  menus: MenuItem[];
  loading: boolean;
  /** Why another app's menus could not be read (e.g. the unit has not opened it). */
  error: string | null;
}

/**
 * The menus the shell shows for `app`: the user centre's come with the session (the login
 * result), another app's are asked for; the customer switches then hide what they hide.
 */
export function useShellMenus(app: ShellApp): ShellMenus {
  useSignals();
  const own = app.appCode === 'UC';
  const sessionMenus = portico.session.info.value?.menus ?? NONE;
  const other = useAppMenus(portico.session.token.value, app.appCode, !own);
  const { config } = useSystemConfig();
  const raw = own ? sessionMenus : (other.data ?? NONE);
  const menus = useMemo(() => visibleMenus(raw, config.customerFlags), [raw, config.customerFlags]);
  return {
    menus,
    loading: !own && other.isPending && other.fetchStatus !== 'idle',
    error: own ? null : (other.error?.message ?? null),
  };
}
