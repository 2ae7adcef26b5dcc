/** Placeholder: built in issue #7. */
export function AgreementRoute() {
  return null;
}
