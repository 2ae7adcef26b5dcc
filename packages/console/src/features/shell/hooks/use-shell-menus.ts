import type { MenuItem } from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
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
  const token = portico.session.token.value;
  // The stored login info is as old as the sign-in: once per page load the user centre's menus
  // are read again, so that a menu changed in the menu editor shows after a reload.
  useQuery({
    queryKey: ['shell', 'own-menus', token],
    queryFn: () => portico.reLogin().then(() => true),
    enabled: own && !!token,
    staleTime: Infinity,
    retry: false,
  });
  const sessionMenus = portico.session.info.value?.menus ?? NONE;
  const other = useAppMenus(token, app.appCode, !own);
  const { config } = useSystemConfig();
  const raw = own ? sessionMenus : (other.data ?? NONE);
  const menus = useMemo(() => visibleMenus(raw, config.customerFlags), [raw, config.customerFlags]);
  return {
    menus,
    loading: !own && other.isPending && other.fetchStatus !== 'idle',
    error: own ? null : (other.error?.message ?? null),
  };
}
