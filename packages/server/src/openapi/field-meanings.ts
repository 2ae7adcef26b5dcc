import { FIELD_MEANINGS } from './field-meaning-texts';

const MEANINGS: Record<string, string | undefined> = FIELD_MEANINGS;

/**
 * Gives every field of a route's JSON schemas (parameters, body, answer, nested ones too) the
 * meaning its name has in every call (FIELD_MEANINGS) unless its own `.describe()` says more, so
 * the OpenAPI document and the reference built from it show the same texts. Changes the schema
 * in place: it is the transform's own copy.
 */
export function addFieldMeanings(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) addFieldMeanings(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const properties = (node as { properties?: unknown }).properties;
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    for (const [name, field] of Object.entries(properties as Record<string, unknown>)) {
      const meaning = MEANINGS[name];
      if (meaning && field && typeof field === 'object' && !('description' in field)) {
        (field as { description?: string }).description = meaning;
      }
    }
  }
  for (const value of Object.values(node)) addFieldMeanings(value);
}
