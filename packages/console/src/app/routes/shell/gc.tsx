import { AppHomePage } from '../../../features/shell/components/shell-pages';

/** /gc: the shell with the GC app's menus (product.md §2.5). */
export function GcRoute() {
  return <AppHomePage />;
}
