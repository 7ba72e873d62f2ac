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
