/** Placeholder: built in issue #7. */
export function ShellHomeRoute() {
  return null;
}
