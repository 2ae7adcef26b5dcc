import { UilibPage } from '../../../features/uilib/components/uilib-page';

/** /uilib/ui (product.md §2.5): the UI library page. */
export function UilibRoute() {
  return <UilibPage />;
}
