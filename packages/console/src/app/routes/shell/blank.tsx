import { BlankPage } from '../../../features/shell/components/shell-pages';

/** /blank: the empty workspace of the shell (product.md §2.5). */
export function BlankRoute() {
  return <BlankPage />;
}
