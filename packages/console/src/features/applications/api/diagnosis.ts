import {
  APP_ACCESS_CALLS,
  callApi,
  type ResourceDiagnosis,
  type ResourceDiagnosisQuery,
} from '@portico/sdk/contract';
import { fetchUserTree, type UserTreeKind } from '../../../components/admin/auth-tree/user-tree';
import { portico } from '../../../lib/portico';

export type DiagnosisKind = UserTreeKind;

/** The user's tree of one kind, for the diagnosis of a resource in it. */
export const fetchDiagnosisTree = (
  kind: DiagnosisKind,
  query: { appCode: string; unitId: string; userCode: string },
) => fetchUserTree(kind, query, query.appCode);

/** GET {UC}/resource/diagnosis?resourceId&unitCode&userCode: the verdict and what gives it. */
export function fetchDiagnosis(query: ResourceDiagnosisQuery): Promise<ResourceDiagnosis> {
  return callApi(portico.http, APP_ACCESS_CALLS.diagnosis, query);
}
