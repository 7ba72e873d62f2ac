import {
  type Answer,
  type CreatedPayment,
  type PaymentState,
  type RefundResult,
  readCreated,
  readPaymentState,
  readRefund,
  readToken,
} from './bkash-answers';
import { BkashAmbiguousError, type BkashCall, BkashMalformedError, BkashRejectedError, redact } from './bkash-errors';

/** The merchant's credentials from bKash's onboarding, and the API's base address (with its version). */
export interface BkashCredentials {
  /** e.g. `https://tokenized.sandbox.bka.sh/v1.2.0-beta`, no trailing slash needed. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface BkashClientOptions {
  /** Longest wait for one call's whole answer; bKash asks merchants for 30 s. */
  timeoutMs?: number;
  /** Milliseconds, for the token's expiry; injected by tests. */
  clock?: () => number;
  fetch?: typeof fetch;
}

export interface CreatePaymentInput {
  /** Whole taka. */
  amount: number;
  /** Shown to the visitor on bKash's page; the app sends the visitor's phone. */
  payerReference: string;
  /** Where bKash sends the visitor back, with `paymentID` and `status` added. */
  callbackURL: string;
  /** The Booking ID. */
  merchantInvoiceNumber: string;
}

export interface RefundInput {
  paymentID: string;
  /** The payment's trxID. */
  trxID: string;
  /** Whole taka, at most what was paid. */
  amount: number;
  /** What was sold: the app sends the Booking ID. */
  sku: string;
  reason: string;
}

interface HeldToken {
  idToken: string;
  refreshToken: string;
  /** When to fetch a new one: shortly before bKash's expiry, so a call never leaves with a token about to lapse. */
  renewAt: number;
}

const RENEW_BEFORE_MS = 60_000;

/**
 * A typed client of the five server-side calls of bKash Tokenized Checkout (v1.2.0-beta): token grant and refresh,
 * create, execute, status, refund. It holds the id_token until shortly before it expires and renews it with the
 * refresh token (bKash throttles merchants that grant a token per payment); one renewal at a time, concurrent callers
 * share it. It decides nothing about bookings: callers act on its typed answers and errors (bkash-errors.ts), and
 * never on a callback's word alone. It neither logs nor retries a payment call, except once after the gateway
 * refused a stale token (401/403), which bKash never acted on.
 */
export class BkashClient {
  private held: HeldToken | null = null;
  private renewing: Promise<HeldToken> | null = null;
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly clock: () => number;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly credentials: BkashCredentials,
    options: BkashClientOptions = {},
  ) {
    this.base = credentials.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.clock = options.clock ?? Date.now;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** A payment for the visitor to approve at the answer's `bkashURL`; nothing is paid until `execute`. */
  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { answer, httpStatus } = await this.authorized('create', '/tokenized/checkout/create', {
      mode: '0011',
      payerReference: input.payerReference,
      callbackURL: input.callbackURL,
      amount: takaText(input.amount),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.merchantInvoiceNumber,
    });
    return readCreated(answer, httpStatus);
  }

  /** Moves the money of a payment the visitor approved; a success is `transactionStatus: Completed`. */
  async executePayment(paymentID: string): Promise<PaymentState> {
    const { answer, httpStatus } = await this.authorized('execute', '/tokenized/checkout/execute', { paymentID });
    return readPaymentState('execute', answer, httpStatus, paymentID);
  }

  /** The payment as bKash has it: what to believe after an execute that timed out or failed ambiguously. */
  async queryPayment(paymentID: string): Promise<PaymentState> {
    const { answer, httpStatus } = await this.authorized('status', '/tokenized/checkout/payment/status', {
      paymentID,
    });
    return readPaymentState('status', answer, httpStatus, paymentID);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const { answer, httpStatus } = await this.authorized('refund', '/tokenized/checkout/payment/refund', {
      paymentID: input.paymentID,
      amount: takaText(input.amount),
      trxID: input.trxID,
      sku: input.sku,
      reason: input.reason,
    });
    return readRefund(answer, httpStatus);
  }

  /** A call after the grant: the held token, renewed once if the gateway says it is no longer good. */
  private async authorized(
    call: BkashCall,
    path: string,
    body: Answer,
  ): Promise<{ answer: Answer; httpStatus: number }> {
    for (let attempt = 1; ; attempt++) {
      const idToken = await this.idToken();
      try {
        return await this.post(call, path, body, { Authorization: idToken, 'X-APP-Key': this.credentials.appKey });
      } catch (error) {
        const stale = error instanceof BkashRejectedError && (error.httpStatus === 401 || error.httpStatus === 403);
        if (!stale || attempt > 1) throw error;
        // Only this token: a caller that already renewed it must keep its new one.
        if (this.held?.idToken === idToken) this.held = { ...this.held, renewAt: Number.NEGATIVE_INFINITY };
      }
    }
  }

  private async idToken(): Promise<string> {
    const held = this.held;
    if (held !== null && this.clock() < held.renewAt) return held.idToken;
    if (this.renewing === null) {
      this.renewing = this.renew(held).finally(() => {
        this.renewing = null;
      });
    }
    return (await this.renewing).idToken;
  }

  /** Refresh when a refresh token is held; a grant when none is, or bKash refused the refresh (it lapsed). */
  private async renew(held: HeldToken | null): Promise<HeldToken> {
    if (held !== null) {
      try {
        return this.keep(
          await this.tokenCall('refresh', '/tokenized/checkout/token/refresh', { refresh_token: held.refreshToken }),
          held.refreshToken,
        );
      } catch (error) {
        if (!(error instanceof BkashRejectedError)) throw error;
      }
    }
    return this.keep(await this.tokenCall('grant', '/tokenized/checkout/token/grant', {}), undefined);
  }

  private keep(token: ReturnType<typeof readToken>, previousRefresh: string | undefined): HeldToken {
    const lifetimeMs = token.expiresInSeconds * 1000;
    const refreshToken = token.refreshToken ?? previousRefresh;
    // readToken insists on a refresh token from a grant, so one is always held here.
    if (refreshToken === undefined) throw new BkashMalformedError('refresh', 'refresh_token is missing', 200);
    this.held = {
      idToken: token.idToken,
      refreshToken,
      renewAt: this.clock() + lifetimeMs - Math.min(RENEW_BEFORE_MS, lifetimeMs / 2),
    };
    return this.held;
  }

  private async tokenCall(call: 'grant' | 'refresh', path: string, extra: Answer) {
    const { answer, httpStatus } = await this.post(
      call,
      path,
      { app_key: this.credentials.appKey, app_secret: this.credentials.appSecret, ...extra },
      { username: this.credentials.username, password: this.credentials.password },
    );
    return readToken(call, answer, httpStatus);
  }

  /** One POST, classified: a bKash refusal, no usable answer (ambiguous), or an answer that is not a JSON object. */
  private async post(
    call: BkashCall,
    path: string,
    body: Answer,
    headers: Record<string, string>,
  ): Promise<{ answer: Answer; httpStatus: number }> {
    let httpStatus: number;
    let text: string;
    try {
      // The timeout covers the body too: a server that sends headers and then stalls is as slow as one that waits.
      const response = await this.fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      httpStatus = response.status;
      text = await response.text();
    } catch (error) {
      // The cause is dropped on purpose: nothing of the request may ride along with the error.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new BkashAmbiguousError(call, timedOut ? 'timeout' : 'network', null);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const answer = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Answer) : null;
    const refusal = answer === null ? null : refusalOf(answer);
    if (refusal !== null) {
      const secrets = this.secrets();
      throw new BkashRejectedError(
        call,
        redact(refusal.code, secrets).slice(0, 40),
        redact(refusal.message, secrets),
        httpStatus,
      );
    }
    if (httpStatus >= 500) throw new BkashAmbiguousError(call, 'server-error', httpStatus);
    if (httpStatus >= 400) {
      // The gateway's own refusals (an expired token, a wrong key) carry `message`, not bKash's codes.
      const message = answer !== null && typeof answer.message === 'string' ? answer.message : '';
      throw new BkashRejectedError(call, `http-${httpStatus}`, redact(message, this.secrets()), httpStatus);
    }
    if (answer === null) throw new BkashMalformedError(call, 'not a JSON object', httpStatus);
    return { answer, httpStatus };
  }

  private secrets(): string[] {
    const { appKey, appSecret, username, password } = this.credentials;
    const tokens = this.held === null ? [] : [this.held.idToken, this.held.refreshToken];
    return [appKey, appSecret, username, password, ...tokens];
  }
}

/** A refusal in either of bKash's shapes: `statusCode` other than 0000, or the older `errorCode`. */
function refusalOf(answer: Answer): { code: string; message: string } | null {
  const code = answer.statusCode ?? answer.errorCode;
  if (code === undefined || code === null || code === '0000') return null;
  const message = answer.statusMessage ?? answer.errorMessage;
  return { code: String(code), message: typeof message === 'string' ? message : '' };
}

function takaText(amount: number): string {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new RangeError('A bKash amount is a positive whole number of taka');
  return String(amount);
}
