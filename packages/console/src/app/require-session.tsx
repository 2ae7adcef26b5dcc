import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { paths } from '../config/paths';
import { portico } from '../lib/portico';

/** Without a token the user goes to login (product.md §2.3, §4). */
export function RequireSession({ children }: { children: ReactNode }) {
  useSignals();
  if (!portico.session.isLoggedIn.value) return <Navigate to={paths.login} replace />;
  return children;
}
