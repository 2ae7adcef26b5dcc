/** Placeholder: built in issue #7. */
export function ValidationShuxiangRoute() {
  return null;
}
export function ValidationReportRoute() {
  return null;
}
