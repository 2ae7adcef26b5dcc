import type {
  AuthTreeNode,
  ResourceDiagnosis,
  ResourceDiagnosisQuery,
} from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

export type DiagnosisKind = 'menu' | 'report' | 'operation';

const TREE_PATHS: Record<DiagnosisKind, string> = {
  menu: '/user/menuTree',
  report: '/user/reportTree',
  operation: '/user/operationTree',
};

/** GET {UC}/user/{menu,report,operation}Tree: every node of the app, marked for the user. */
export function fetchUserTree(
  kind: DiagnosisKind,
  query: { appCode: string; unitId: string; userCode: string },
): Promise<AuthTreeNode[]> {
  return portico.http.request<AuthTreeNode[]>('UC', TREE_PATHS[kind], {
    query: {
      appCode: query.appCode,
      organizationUnitId: query.unitId,
      userCode: query.userCode,
    },
  });
}

/** GET {UC}/resource/diagnosis?resourceId&unitCode&userCode: the verdict and what gives it. */
export function fetchDiagnosis(query: ResourceDiagnosisQuery): Promise<ResourceDiagnosis> {
  return portico.http.request<ResourceDiagnosis>('UC', '/resource/diagnosis', { query });
}
