import { isErrorCode } from '@turf/sync-contract/error-codes';
import { expect } from 'vitest';

/**
 * An error answer (4xx or 5xx with a body) is exactly `{ error, code }`: an English text and a code of the list
 * (decision 037). Other answers pass untouched, so a property test can call it on whatever came back.
 */
export function expectCodedError(answer: { statusCode: number; body: string }, label = ''): void {
  if (answer.statusCode < 400 || answer.body === '') return;
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), `${label} ${answer.body}`).toEqual(['code', 'error']);
  expect(typeof body.error, label).toBe('string');
  expect(isErrorCode(body.code), `${label}: ${String(body.code)} is not in ERROR_CODES`).toBe(true);
}
