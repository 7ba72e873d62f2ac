import type { ErrorCode, ShownProblem } from '@turf/sync-contract/error-codes';

/** The server's field codes (the booking form's rules), shown under their field rather than for the form. */
const NAME_CODES: readonly ErrorCode[] = ['NAME_REQUIRED', 'NAME_TOO_LONG', 'NAME_HIDDEN_CHARACTERS'];
const PHONE_CODES: readonly ErrorCode[] = ['PHONE_REQUIRED', 'PHONE_INVALID'];

/** Where the join form shows a refusal: under the name, under the phone, or for the form as a whole. */
export type JoinProblemPlace = 'name' | 'phone' | 'form';

export function placeOfProblem(problem: ShownProblem): JoinProblemPlace {
  if (problem.code && NAME_CODES.includes(problem.code)) return 'name';
  if (problem.code && PHONE_CODES.includes(problem.code)) return 'phone';
  return 'form';
}
