import { ADMIN_CALLS, APP_ACCESS_CALLS, type CallDecl } from '@portico/sdk/contract';

/** The envelope calls of the administration domains and the matrix's app-access row. */
export const MATRIX_ENVELOPE_CALLS: CallDecl[] = (
  [
    ...Object.values(ADMIN_CALLS).flatMap((calls) => Object.values(calls) as CallDecl[]),
    APP_ACCESS_CALLS.diagnosis,
  ] as CallDecl[]
).filter((call) => !call.answers);
