import {
  type AdminDepartment,
  callApi,
  DEPARTMENT_CALLS,
  type DepartmentAddRequest,
  type DepartmentMoveRequest,
  type DepartmentUpdateRequest,
} from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { DEPARTMENTS_KEY } from './get-department-tree';

/** POST {UC}/depart/add */
export function addDepartment(body: DepartmentAddRequest): Promise<AdminDepartment> {
  return callApi(portico.http, DEPARTMENT_CALLS.add, body);
}

/** PUT {UC}/depart/update: code, name and sort. */
export function updateDepartment(body: DepartmentUpdateRequest): Promise<AdminDepartment> {
  return callApi(portico.http, DEPARTMENT_CALLS.update, body);
}

/** PUT {UC}/depart/move: below another department of the unit, or the unit's id (top level). */
export function moveDepartment(body: DepartmentMoveRequest): Promise<AdminDepartment> {
  return callApi(portico.http, DEPARTMENT_CALLS.move, body);
}

/** DELETE {UC}/depart/delete?id: refused while sub-departments or users remain. */
export function deleteDepartment(id: string): Promise<null> {
  return callApi(portico.http, DEPARTMENT_CALLS.delete, { id });
}

/** The four changes of the department screen; each one refreshes the tree and its users. */
export function useDepartmentChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: DEPARTMENTS_KEY });
  return {
    add: useMutation({ mutationFn: addDepartment, onSuccess }),
    update: useMutation({ mutationFn: updateDepartment, onSuccess }),
    move: useMutation({ mutationFn: moveDepartment, onSuccess }),
    remove: useMutation({ mutationFn: deleteDepartment, onSuccess }),
  };
}
