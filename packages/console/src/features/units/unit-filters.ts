import { ADMIN_UNIT_TYPES, type AdminUnitType } from '@portico/sdk/contract';

/** A `?type=` that names one of the unit types of product.md §2.5 (anything else: all types). */
export function isUnitType(value: string | null | undefined): value is AdminUnitType {
  return ADMIN_UNIT_TYPES.includes(value as AdminUnitType);
}
