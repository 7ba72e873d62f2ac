/**
 * Thrown inside a transaction to roll it back with an outcome (all-or-nothing refusals): the repository catches it
 * outside `sql.begin` and answers `outcome`, while any other error stays an error.
 */
export class Refusal<T> extends Error {
  constructor(readonly outcome: T) {
    super('refused');
  }
}
