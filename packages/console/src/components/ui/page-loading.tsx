/**
 * The progress state of index.html, rendered by the router while the first route's code and
 * texts load (its HydrateFallback): the page stays painted from the HTML to the first route.
 */
export function PageLoading() {
  return <div className="page-loading" data-page-loading aria-busy="true" />;
}
