import { FramePage } from '../../../features/shell/components/shell-pages';

/** /iframe?identity&language&url: a page in the shell's embedded frame (product.md §2.5, §2.8). */
export function IframeRoute() {
  return <FramePage />;
}
