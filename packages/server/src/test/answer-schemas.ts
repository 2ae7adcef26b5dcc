import { ADMIN_CALLS, APP_ACCESS_CALLS, type CallDecl } from '@portico/sdk/contract';
import { routeKeyOf } from '../openapi/call-docs';

/**
 * The administration calls whose answer is still declared by its type alone: every other call
 * the authorization matrix makes answers in the envelope with a declared schema, which the matrix
 * parses its real answer with and the OpenAPI document shows. The list only shrinks.
 */
export const TYPED_ONLY_ANSWERS = [
  'GET /uc/projectConfig',
  'PUT /uc/projectConfig/save',
  'GET /uc/apply/links',
  'PUT /uc/apply/saveLink',
  'GET /uc/resource/diagnosis',
];

/** The envelope calls of the administration domains and the matrix's app-access row. */
export const MATRIX_ENVELOPE_CALLS: CallDecl[] = (
  [
    ...Object.values(ADMIN_CALLS).flatMap((calls) => Object.values(calls) as CallDecl[]),
    APP_ACCESS_CALLS.diagnosis,
  ] as CallDecl[]
).filter((call) => !call.answers);

/** The matrix's envelope calls that declare no answer schema, by route key. */
export const undeclaredAnswers = (): string[] =>
  MATRIX_ENVELOPE_CALLS.filter((call) => !call.output.schema).map(routeKeyOf);
