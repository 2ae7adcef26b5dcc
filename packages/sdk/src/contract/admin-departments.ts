import { z } from 'zod';
import { departmentSchema } from '../validation/form-schemas';
import { idListSchema, idSchema, optionalField, withinColumns } from './admin-common';

/**
 * Department administration (product.md §2.5 /unit/admin-departs, /unit/manageUnit), under the
 * UC base. The root 'all departments' is the unit itself (product.md §3): its node carries the
 * unit's id, and naming that id to edit, delete or give roles answers 'Unit cannot be edited',
 * 'Unit cannot be deleted' or 'Unit cannot be assigned roles'.
 */

/** A node of the department tree; the root is the unit (`isUnit`). */
export interface DepartmentNode {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  sort: number;
  isUnit: boolean;
  /** Users whose department this is (not counting sub-departments). */
  userCount: number;
  children: DepartmentNode[];
}
/** Named (`id`): a tree refers to itself, so the OpenAPI document shows it once, as a component. */
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    sort: z.number(),
    isUnit: z.boolean(),
    userCount: z.number().int().nonnegative(),
    children: z.array(z.lazy(() => departmentNodeSchema)),
  })
  .meta({ id: 'DepartmentNode' });

/** A department as add, update and move answer it; top level: `parentId` is the unit's id. */
export const adminDepartmentSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  code: z.string(),
  name: z.string(),
  parentId: z.string(),
  sort: z.number(),
});
export type AdminDepartment = z.output<typeof adminDepartmentSchema>;

/** GET {UC}/depart/tree?unitId=: the unit (root) and its departments; the session unit by default. */

const sortSchema = z.coerce.number().int().min(0).max(1_000_000);

/** POST {UC}/depart/add: code and name by the shared rule; parentId omitted or the unit's id: top level. */
export const departmentAddSchema = departmentSchema
  .safeExtend({
    unitId: optionalField(idSchema),
    parentId: optionalField(idSchema),
    sort: optionalField(sortSchema),
  })
  .superRefine(withinColumns({ code: 64, name: 100 }));
export type DepartmentAddRequest = z.input<typeof departmentAddSchema>;

/** PUT (or POST) {UC}/depart/update: code and name by the shared rule. */
export const departmentUpdateSchema = departmentSchema
  .safeExtend({
    id: idSchema,
    sort: optionalField(sortSchema),
  })
  .superRefine(withinColumns({ code: 64, name: 100 }));
export type DepartmentUpdateRequest = z.input<typeof departmentUpdateSchema>;

/** POST (or DELETE) {UC}/depart/delete {id}: refused while sub-departments or users remain. */

/** PUT (or POST) {UC}/depart/move: below another department of the unit, or the unit's id (top). */
export const departmentMoveSchema = z.object({ id: idSchema, parentId: idSchema });
export type DepartmentMoveRequest = z.input<typeof departmentMoveSchema>;

/** A role that may be given in a unit (its own or dispatched to it), with its state for a holder. */
export const assignableRoleSchema = z.object({
  id: z.string(),
  code: z.string(),
  descript: z.string(),
  /** The unit that owns the role. */
  unitCode: z.string(),
  checked: z.boolean(),
});
export type AssignableRole = z.output<typeof assignableRoleSchema>;

/** GET {UC}/depart/roles?id=: the unit's assignable roles, checked when the department holds them. */

/** PUT (or POST) {UC}/depart/saveRoles: the department's roles become exactly `roleIds`. */
export const departmentRolesSaveSchema = z.object({ id: idSchema, roleIds: idListSchema });
export type DepartmentRolesSaveRequest = z.input<typeof departmentRolesSaveSchema>;
