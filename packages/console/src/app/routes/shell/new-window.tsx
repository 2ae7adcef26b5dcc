import { NewWindowPage } from '../../../features/shell/components/new-window-page';

/** /newwindow: one page without the shell's chrome (product.md §2.5). */
export function NewWindowRoute() {
  return <NewWindowPage />;
}
