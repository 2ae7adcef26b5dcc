/**
 * A host page may set a property (`el.client = …`) before the element's script has run;
 * the value then sits on the instance and hides the class's accessor. Re-assigning it
 * after the upgrade routes it through the accessor (the "lazy properties" pattern).
 */
export function upgradeProperty(element: HTMLElement, property: string): void {
  if (!Object.prototype.hasOwnProperty.call(element, property)) return;
  const record = element as unknown as Record<string, unknown>;
  const value = record[property];
  delete record[property];
  record[property] = value;
}
