import { type BkashCall, BkashMalformedError } from './bkash-errors';

// bKash's answers read into typed values. A field this app acts on that is missing or of the wrong type makes a
// BkashMalformedError naming the field, so nothing downstream sees a half-read answer. Amounts are whole or decimal
// taka in strings on the wire ("500", "500.00"), numbers here.

export type Answer = Record<string, unknown>;

export interface TokenAnswer {
  idToken: string;
  /** Absent from a refresh answer that keeps the old one. */
  refreshToken: string | undefined;
  expiresInSeconds: number;
}

export interface CreatedPayment {
  paymentID: string;
  /** Where the visitor pays. */
  bkashURL: string;
  amount: number;
  transactionStatus: string;
}

/** A payment as execute or a status query reports it. A success is `Completed` with its `trxID` and `amount`. */
export interface PaymentState {
  paymentID: string;
  /** `Initiated`, `Completed`, or another status bKash names (kept as said, never guessed at). */
  transactionStatus: string;
  /** Set when Completed. */
  trxID: string | null;
  /** Set when Completed; null when bKash did not say. */
  amount: number | null;
  merchantInvoiceNumber: string | null;
}

export interface RefundResult {
  /** The refund's own transaction ID, recorded with the negative payment. */
  refundTrxID: string;
  originalTrxID: string | null;
  transactionStatus: string;
  amount: number;
}

class Reader {
  constructor(
    private readonly call: BkashCall,
    private readonly answer: Answer,
    private readonly httpStatus: number,
  ) {}

  fail(problem: string): never {
    throw new BkashMalformedError(this.call, problem, this.httpStatus);
  }

  optionalText(field: string): string | null {
    const value = this.answer[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || value.trim() === '') this.fail(`${field} is not a non-empty string`);
    return value;
  }

  text(field: string): string {
    return this.optionalText(field) ?? this.fail(`${field} is missing`);
  }

  optionalAmount(field: string): number | null {
    const value = this.answer[field];
    if (value === undefined || value === null) return null;
    const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    if (typeof value === 'string' && value.trim() === '') this.fail(`${field} is not an amount`);
    if (!Number.isFinite(amount) || amount < 0) this.fail(`${field} is not an amount`);
    return amount;
  }

  amount(field: string): number {
    return this.optionalAmount(field) ?? this.fail(`${field} is missing`);
  }
}

export function readToken(call: 'grant' | 'refresh', answer: Answer, httpStatus: number): TokenAnswer {
  const read = new Reader(call, answer, httpStatus);
  const seconds = read.amount('expires_in');
  if (seconds <= 0) read.fail('expires_in is not a positive number of seconds');
  const refreshToken = read.optionalText('refresh_token') ?? undefined;
  if (call === 'grant' && refreshToken === undefined) read.fail('refresh_token is missing');
  return { idToken: read.text('id_token'), refreshToken, expiresInSeconds: seconds };
}

export function readCreated(answer: Answer, httpStatus: number): CreatedPayment {
  const read = new Reader('create', answer, httpStatus);
  const bkashURL = read.text('bkashURL');
  let protocol = '';
  try {
    protocol = new URL(bkashURL).protocol;
  } catch {
    // Reported below with the other non-URLs.
  }
  if (protocol !== 'https:' && protocol !== 'http:') read.fail('bkashURL is not a web address');
  return {
    paymentID: read.text('paymentID'),
    bkashURL,
    amount: read.amount('amount'),
    transactionStatus: read.text('transactionStatus'),
  };
}

/** An answer about another payment than the one asked about is malformed, not a state of the asked one. */
export function readPaymentState(
  call: 'execute' | 'status',
  answer: Answer,
  httpStatus: number,
  paymentID: string,
): PaymentState {
  const read = new Reader(call, answer, httpStatus);
  if (read.text('paymentID') !== paymentID) read.fail('paymentID is not the one asked about');
  const transactionStatus = read.text('transactionStatus');
  const completed = transactionStatus === 'Completed';
  return {
    paymentID,
    transactionStatus,
    trxID: completed ? read.text('trxID') : read.optionalText('trxID'),
    amount: completed ? read.amount('amount') : read.optionalAmount('amount'),
    merchantInvoiceNumber: read.optionalText('merchantInvoiceNumber'),
  };
}

export function readRefund(answer: Answer, httpStatus: number): RefundResult {
  const read = new Reader('refund', answer, httpStatus);
  return {
    refundTrxID: read.text('refundTrxID'),
    originalTrxID: read.optionalText('originalTrxID'),
    transactionStatus: read.text('transactionStatus'),
    amount: read.amount('amount'),
  };
}
