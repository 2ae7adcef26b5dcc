/** Placeholder: built in issue #7. */
export function GcRoute() {
  return null;
}
