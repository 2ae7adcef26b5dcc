import {
  APP_ACCESS_CALLS,
  callApi,
  SELF_CALLS,
  type AuthTreeNode,
  type ResourceDiagnosis,
  type ResourceDiagnosisQuery,
} from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

export type DiagnosisKind = 'menu' | 'report' | 'operation';

const TREE_CALLS = {
  menu: SELF_CALLS.menuTree,
  report: SELF_CALLS.reportTree,
  operation: SELF_CALLS.operationTree,
} satisfies Record<DiagnosisKind, unknown>;

/** GET {UC}/user/{menu,report,operation}Tree: every node of the app, marked for the user. */
export function fetchUserTree(
  kind: DiagnosisKind,
  query: { appCode: string; unitId: string; userCode: string },
): Promise<AuthTreeNode[]> {
  return callApi(portico.http, TREE_CALLS[kind], {
    appCode: query.appCode,
    organizationUnitId: query.unitId,
    userCode: query.userCode,
  });
}

/** GET {UC}/resource/diagnosis?resourceId&unitCode&userCode: the verdict and what gives it. */
export function fetchDiagnosis(query: ResourceDiagnosisQuery): Promise<ResourceDiagnosis> {
  return callApi(portico.http, APP_ACCESS_CALLS.diagnosis, query);
}
