/** Placeholder: built in issue #7. */
export function BlankRoute() {
  return null;
}
