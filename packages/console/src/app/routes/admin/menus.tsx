import { MenusPage } from '../../../features/menus/components/menus-page';

/** /apply/menu-list: the menu editor beside the resource trees (product.md §3 "Menu"). */
export function MenuListRoute() {
  return <MenusPage />;
}
