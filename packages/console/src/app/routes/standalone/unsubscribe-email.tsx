/** Placeholder: built in issue #7. */
export function UnsubscribeEmailRoute() {
  return null;
}
