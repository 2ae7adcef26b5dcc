import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { portico } from '../../lib/portico';

/** /logout: SSO logout (errors ignored), clear everything, go to login (product.md §4). */
export function LogoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    void portico.logout().then(() => {
      queryClient.clear();
      if (active) navigate(paths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return null;
}
