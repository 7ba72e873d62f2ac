import Type from 'typebox';

/** Response entries for the error statuses a route can answer, all `{ error }` (the shared ErrorResponse schema). */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  const ref = Type.Ref('ErrorResponse');
  return Object.fromEntries(codes.map((code) => [code, ref])) as { [K in Codes[number]]: typeof ref };
}
