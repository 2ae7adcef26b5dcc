import { ResultCode } from '../contract/result-codes';
import type { UnitRecord } from '../contract/org';
import type { HttpClient } from '../http/create-http-client';

/** A unit record as GET {UC}/org/code/{code} answers it (declared in contract/org.ts). */
export type { UnitRecord };

/** Loads a unit by code; 50001 on this call is silently tolerated (api-contract.md §8). */
export async function getOrgByCode(http: HttpClient, code: string): Promise<UnitRecord | null> {
  const envelope = await http.requestEnvelope<UnitRecord>(
    'UC',
    `/org/code/${encodeURIComponent(code)}`,
    {
      returnResults: [ResultCode.LOGOUT],
      skipSessionHooks: true,
    },
  );
  return envelope.result === ResultCode.OK ? envelope.retVal : null;
}
