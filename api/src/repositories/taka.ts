/**
 * A sum of money as the database gives it. SQL sums in bigint (`sum` of an integer column is one): an `::int` cast
 * fails past 2^31, which 215 payments of the largest amount already pass. postgres.js hands a bigint over as text,
 * and the wire has whole taka as JSON numbers (sync-contract), so it becomes a number here. The cap on what a booking
 * can receive (RECEIVED_MAX_TIMES_PRICE) keeps every such sum far inside a safe integer; a sum outside one would be
 * a wrong figure, so it fails the answer rather than be rounded.
 */
export function takaOf(sum: string | number | null): number {
  if (sum === null) return 0;
  const taka = Number(sum);
  if (!Number.isSafeInteger(taka)) throw new Error(`A sum of money is not a whole number of taka JS can hold: ${sum}`);
  return taka;
}
