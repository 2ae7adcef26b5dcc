import { StylesPage } from '../../../features/styles/components/styles-page';

/** /style/file (product.md §2.5): uploaded files (images, fonts) pages refer to. */
export function StyleFileRoute() {
  return <StylesPage kind="file" />;
}

/** /style/html. */
export function StyleHtmlRoute() {
  return <StylesPage kind="html" />;
}

/** /style/css. */
export function StyleCssRoute() {
  return <StylesPage kind="css" />;
}

/** /style/javascript. */
export function StyleJavascriptRoute() {
  return <StylesPage kind="javascript" />;
}

/** /style/vue. */
export function StyleVueRoute() {
  return <StylesPage kind="vue" />;
}
