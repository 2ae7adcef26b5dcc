import {
  APP_ACCESS_CALLS,
  callApi,
  type ResourceDiagnosis,
  type ResourceDiagnosisQuery,
} from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/** GET {UC}/resource/diagnosis?resourceId&unitCode&userCode: the verdict and what gives it. */
export function fetchDiagnosis(query: ResourceDiagnosisQuery): Promise<ResourceDiagnosis> {
  return callApi(portico.http, APP_ACCESS_CALLS.diagnosis, query);
}
