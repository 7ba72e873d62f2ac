import Type from 'typebox';
import { MANUAL_MONEY_PROVIDERS } from '../settings';

const Taka = Type.Integer({ description: 'Whole BDT' });

/**
 * A request's advance as the manager's cards, board and Database read it (issue 30, decision 089), derived in the
 * database with the row; absent when the venue did not ask for one and none was reported.
 * - `paid-online`: a completed bKash payment (its trxID; `refunded`: what bKash has given back of it so far);
 * - `reported`: sent by hand (Send money), for the manager to check (confirm records it as the booking's payment);
 * - `none`: the venue asked for one and none came (yet);
 * - `not-completed`: the hold lapsed before any advance came (Payment not completed).
 */
export const ManagerAdvance = Type.Union([
  Type.Object({ state: Type.Literal('paid-online'), amount: Taka, trxId: Type.String(), refunded: Taka }),
  Type.Object({
    state: Type.Literal('reported'),
    method: Type.Enum(MANUAL_MONEY_PROVIDERS),
    transactionId: Type.String(),
    amount: Taka,
  }),
  Type.Object({ state: Type.Literal('none'), amount: Taka }),
  Type.Object({ state: Type.Literal('not-completed'), amount: Taka }),
]);
export type ManagerAdvance = Type.Static<typeof ManagerAdvance>;
