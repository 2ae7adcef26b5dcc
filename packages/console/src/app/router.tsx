import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { RequireSession } from './require-session';
import { AppsRoute } from './routes/apps';
import { LoginRoute } from './routes/login';
import { LogoutRoute } from './routes/logout';
import { NotFoundRoute } from './routes/not-found';

/** History-mode routes (product.md §2, §2.5); the root redirects to /login. */
export const router = createBrowserRouter([
  { path: paths.root, element: <Navigate to={paths.login} replace /> },
  { path: paths.login, element: <LoginRoute /> },
  { path: paths.logout, element: <LogoutRoute /> },
  {
    path: paths.apps,
    element: (
      <RequireSession>
        <AppsRoute />
      </RequireSession>
    ),
  },
  { path: '*', element: <NotFoundRoute /> },
]);
