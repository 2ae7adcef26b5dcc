import { Outlet } from 'react-router';

/** Placeholder: the main shell of product.md §2.8 (issue #7). */
export function ShellLayout() {
  return <Outlet />;
}
