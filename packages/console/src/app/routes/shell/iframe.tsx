/** Placeholder: built in issue #7. */
export function IframeRoute() {
  return null;
}
