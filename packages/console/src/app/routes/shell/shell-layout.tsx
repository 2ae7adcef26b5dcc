import { Shell } from '../../../features/shell/components/shell';

/**
 * The main shell of product.md §2.8: the layout route around /index, /blank, /gc, /iframe and
 * the administration screens, which render in its content area.
 */
export function ShellLayout() {
  return <Shell />;
}
