import type { ErrorCode } from './error-codes';

const CODE_SHAPE = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * The code of an error answer as a client keeps it: checked for its shape, not against `ERROR_CODES`, and in a module
 * of its own, so that no visitor's page carries the list and its descriptions (which a shared chunk with the
 * manager's code would bring; decision 037). A code a build does not know yet (a newer server's) finds
 * no text in the app's catalogue, which then shows the server's English `error` (decision 037).
 */
export function codeOfAnswer(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && CODE_SHAPE.test(value) ? (value as ErrorCode) : undefined;
}

/**
 * The app's own 502 and 503 answers: a service it depends on (bKash) is down or refused, and the code says what to do
 * instead. Any other 502-504 is a gateway's or the server being down, which a client treats as being offline.
 */
export const SERVICE_ERROR_CODES: readonly ErrorCode[] = [
  'BKASH_UNAVAILABLE',
  'BKASH_REFUND_REFUSED',
  'BKASH_REFUND_UNKNOWN',
];

export function isServiceErrorCode(value: unknown): value is ErrorCode {
  return SERVICE_ERROR_CODES.includes(value as ErrorCode);
}
