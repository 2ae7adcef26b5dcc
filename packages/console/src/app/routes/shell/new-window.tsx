/** Placeholder: built in issue #7. */
export function NewWindowRoute() {
  return null;
}
