import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { portico } from '../../lib/portico';

/** /logout: SSO logout (errors ignored), clear everything, go to login (product.md §4). */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void portico
      .logout()
      // The cache of the signed-in screens goes too; it loads with them, so only if it exists.
      .then(() => import('../../lib/query-client'))
      .then(({ queryClient }) => {
        queryClient.clear();
        if (active) navigate(paths.login, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return null;
}
