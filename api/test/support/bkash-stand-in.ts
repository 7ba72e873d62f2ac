import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in of bKash Tokenized Checkout (v1.2.0-beta) on 127.0.0.1, for tests of the client and, later, of the API
 * and an e2e: the documented paths and answer shapes, the credentials and headers checked as bKash checks them,
 * payments kept in memory, and each call scriptable (slow, refused, a 500, a dropped connection, a garbled answer,
 * `Initiated` before `Completed`). Refusal codes follow bKash's style (`statusCode` other than 0000 with a
 * `statusMessage`); the exact numbers are the stand-in's, callers must not depend on them.
 */

export type StandInCall = 'grant' | 'refresh' | 'create' | 'execute' | 'status' | 'refund';

export interface StandInCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

/** What one call does instead of (or besides) its plain answer. Steps are used one per call, in order. */
export interface Step {
  /** Answer after this long (the work is done first: an execute that completes but answers late). */
  delayMs?: number;
  /** bKash refuses (`statusCode`), the server fails (`httpStatus`), or the connection is dropped with no answer. */
  fail?: { statusCode: string; statusMessage: string } | { httpStatus: number } | 'drop';
  /** Answer these bytes as they are (a malformed answer). */
  body?: string;
  /** For execute and status: say this `transactionStatus` (the payment itself is unchanged). */
  transactionStatus?: string;
  /** Whether the call takes effect although it fails; by default it does only when it does not fail. */
  applies?: boolean;
}

export interface StandInPayment {
  paymentID: string;
  amount: string;
  payerReference: string;
  callbackURL: string;
  merchantInvoiceNumber: string;
  /** The visitor approved it on bKash's page (see `approve`); execute completes only then. */
  approved: boolean;
  transactionStatus: 'Initiated' | 'Completed';
  trxID: string | null;
  refunds: { refundTrxID: string; amount: string; sku: string; reason: string }[];
}

export interface SeenRequest {
  call: StandInCall | null;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface BkashStandIn {
  /** The base URL to configure the client with (`BKASH_BASE_URL`). */
  url: string;
  credentials: StandInCredentials;
  payments: Map<string, StandInPayment>;
  /** Every request, in order, as it arrived. */
  requests: SeenRequest[];
  /** Grants and refreshes answered with a token. */
  tokensIssued(): number;
  script(call: StandInCall, ...steps: Step[]): void;
  /** The visitor approves the payment on bKash's page. */
  approve(paymentID: string): void;
  /** Every id_token issued so far stops working (bKash's gateway answers 401). */
  expireTokens(): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  credentials?: Partial<StandInCredentials>;
  /** `expires_in` of each token, in seconds. */
  tokenLifetimeSeconds?: number;
}

export const STAND_IN_CREDENTIALS: StandInCredentials = {
  appKey: 'stand-in-app-key-4f1c',
  appSecret: 'stand-in-app-secret-9d2e7b',
  username: '01770618567',
  password: 'stand-in-password-K3x!',
};

const BASE_PATH = '/v1.2.0-beta';
const CALLS: Record<string, StandInCall> = {
  '/tokenized/checkout/token/grant': 'grant',
  '/tokenized/checkout/token/refresh': 'refresh',
  '/tokenized/checkout/create': 'create',
  '/tokenized/checkout/execute': 'execute',
  '/tokenized/checkout/payment/status': 'status',
  '/tokenized/checkout/payment/refund': 'refund',
};

type Body = Record<string, unknown>;
interface Answer {
  httpStatus: number;
  body: Body;
}

const ok = (body: Body): Answer => ({
  httpStatus: 200,
  body: { statusCode: '0000', statusMessage: 'Successful', ...body },
});
const refused = (statusCode: string, statusMessage: string): Answer => ({
  httpStatus: 200,
  body: { statusCode, statusMessage },
});
const gateway = (httpStatus: number, message: string): Answer => ({ httpStatus, body: { message } });

function id(length: number): string {
  return randomBytes(length)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')
    .slice(0, length);
}

export async function startBkashStandIn(options: StandInOptions = {}): Promise<BkashStandIn> {
  const credentials = { ...STAND_IN_CREDENTIALS, ...options.credentials };
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const payments = new Map<string, StandInPayment>();
  const requests: SeenRequest[] = [];
  const steps = new Map<StandInCall, Step[]>();
  const idTokens = new Map<string, number>(); // token -> expiry (ms)
  const refreshTokens = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let issued = 0;
  let origin = '';

  function issueToken(): Answer {
    issued += 1;
    const idToken = `id.${id(40)}`;
    const refreshToken = `refresh.${id(40)}`;
    idTokens.set(idToken, Date.now() + lifetime * 1000);
    refreshTokens.add(refreshToken);
    return ok({ id_token: idToken, token_type: 'Bearer', expires_in: lifetime, refresh_token: refreshToken });
  }

  function grantOrRefresh(call: 'grant' | 'refresh', headers: IncomingHttpHeaders, body: Body): Answer {
    if (headers.username !== credentials.username || headers.password !== credentials.password) {
      return refused('2079', 'Invalid username or password');
    }
    if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
      return refused('2001', 'Invalid App Key or App Secret');
    }
    if (call === 'refresh' && !refreshTokens.has(String(body.refresh_token))) {
      return refused('2080', 'Invalid refresh token');
    }
    return issueToken();
  }

  /** The gateway's check before any payment call: a live id_token and the app key. */
  function unauthorized(headers: IncomingHttpHeaders): Answer | null {
    const expiry = idTokens.get(String(headers.authorization));
    if (expiry === undefined || headers['x-app-key'] !== credentials.appKey) return gateway(401, 'Unauthorized');
    if (expiry <= Date.now()) return gateway(401, 'The incoming token has expired');
    return null;
  }

  function paymentState(payment: StandInPayment, transactionStatus: string = payment.transactionStatus): Body {
    return {
      paymentID: payment.paymentID,
      payerReference: payment.payerReference,
      customerMsisdn: payment.approved ? '01770618575' : undefined,
      trxID: transactionStatus === 'Completed' ? (payment.trxID ?? undefined) : undefined,
      amount: payment.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      transactionStatus,
    };
  }

  function paymentCall(call: StandInCall, body: Body, step: Step | undefined, applies: boolean): Answer {
    if (call === 'create') {
      const fields = ['payerReference', 'callbackURL', 'merchantInvoiceNumber', 'amount'] as const;
      if (
        body.mode !== '0011' ||
        body.intent !== 'sale' ||
        body.currency !== 'BDT' ||
        fields.some((field) => typeof body[field] !== 'string' || body[field] === '') ||
        !/^\d+(\.\d{1,2})?$/.test(String(body.amount))
      ) {
        return refused('2065', 'Mandatory field missing or invalid');
      }
      const paymentID = `TR0011${id(14)}`;
      const payment: StandInPayment = {
        paymentID,
        amount: String(body.amount),
        payerReference: String(body.payerReference),
        callbackURL: String(body.callbackURL),
        merchantInvoiceNumber: String(body.merchantInvoiceNumber),
        approved: false,
        transactionStatus: 'Initiated',
        trxID: null,
        refunds: [],
      };
      if (applies) payments.set(paymentID, payment);
      return ok({
        paymentID,
        bkashURL: `${origin}/pay?paymentID=${paymentID}`,
        callbackURL: payment.callbackURL,
        amount: payment.amount,
        intent: 'sale',
        currency: 'BDT',
        transactionStatus: 'Initiated',
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
      });
    }
    const payment = payments.get(String(body.paymentID));
    if (payment === undefined) return refused('2116', 'Invalid Payment ID');
    if (call === 'status') return ok(paymentState(payment, step?.transactionStatus));
    if (call === 'execute') {
      if (payment.transactionStatus === 'Completed') return refused('2062', 'The payment has already been completed');
      if (!payment.approved) return refused('2056', 'Invalid Payment State');
      if (applies) {
        payment.transactionStatus = 'Completed';
        payment.trxID = id(10);
      }
      return ok(paymentState({ ...payment, transactionStatus: 'Completed', trxID: payment.trxID ?? id(10) }));
    }
    // refund
    const refunded = payment.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = Number(body.amount);
    if (payment.transactionStatus !== 'Completed' || body.trxID !== payment.trxID) {
      return refused('2071', 'Invalid transaction for refund');
    }
    if (!(amount > 0) || amount > Number(payment.amount) - refunded) return refused('2073', 'Invalid refund amount');
    if (typeof body.sku !== 'string' || typeof body.reason !== 'string') {
      return refused('2065', 'Mandatory field missing or invalid');
    }
    const refund = { refundTrxID: id(10), amount: String(body.amount), sku: body.sku, reason: body.reason };
    if (applies) payment.refunds.push(refund);
    return ok({
      originalTrxID: payment.trxID,
      refundTrxID: refund.refundTrxID,
      transactionStatus: 'Completed',
      amount: refund.amount,
      currency: 'BDT',
      charge: '0.00',
      completedTime: new Date().toISOString(),
    });
  }

  function answerOf(call: StandInCall, headers: IncomingHttpHeaders, body: Body, step: Step | undefined): Answer {
    if (call === 'grant' || call === 'refresh') return grantOrRefresh(call, headers, body);
    const refusal = unauthorized(headers);
    if (refusal !== null) return refusal;
    const applies = step?.applies ?? step?.fail === undefined;
    const plain = paymentCall(call, body, step, applies);
    if (call === 'execute' && step?.transactionStatus !== undefined && plain.body.statusCode === '0000') {
      return ok({ ...plain.body, transactionStatus: step.transactionStatus });
    }
    return plain;
  }

  /** The answer's bytes per the step, or null to drop the connection. */
  function reply(step: Step | undefined, plain: Answer): { httpStatus: number; text: string } | null {
    if (step?.fail === 'drop') return null;
    if (step?.body !== undefined) return { httpStatus: 200, text: step.body };
    if (step?.fail !== undefined && 'httpStatus' in step.fail) {
      return { httpStatus: step.fail.httpStatus, text: '{"message":"Internal server error"}' };
    }
    const answer = step?.fail === undefined ? plain : refused(step.fail.statusCode, step.fail.statusMessage);
    return { httpStatus: answer.httpStatus, text: JSON.stringify(answer.body) };
  }

  /**
   * bKash's own page, where `bkashURL` sends the visitor: the amount and two buttons. `Pay` approves the payment and
   * `Cancel` does not; either way the browser goes back to the merchant's `callbackURL` with `paymentID` and `status`
   * added, as bKash sends it (`success` or `cancel`).
   */
  function payPage(request: IncomingMessage, response: ServerResponse, raw: string): void {
    const url = new URL(request.url ?? '/', origin);
    const paymentID =
      request.method === 'POST' ? new URLSearchParams(raw).get('paymentID') : url.searchParams.get('paymentID');
    const payment = payments.get(paymentID ?? '');
    if (payment === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Invalid Payment ID');
      return;
    }
    if (request.method === 'POST') {
      const pay = new URLSearchParams(raw).get('action') === 'pay';
      if (pay) payment.approved = true;
      const back = new URL(payment.callbackURL);
      back.searchParams.set('paymentID', payment.paymentID);
      back.searchParams.set('status', pay ? 'success' : 'cancel');
      back.searchParams.set('signature', id(10));
      back.searchParams.set('apiVersion', '1.2.0-beta');
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>bKash stand-in: pay ${payment.amount} BDT</title></head>
<body><main><h1>bKash stand-in</h1><p>Merchant invoice ${payment.merchantInvoiceNumber}: ${payment.amount} BDT</p>
<form method="post" action="/pay"><input type="hidden" name="paymentID" value="${payment.paymentID}">
<button name="action" value="pay">Pay</button> <button name="action" value="cancel">Cancel</button></form>
</main></body></html>`);
  }

  function handle(request: IncomingMessage, response: ServerResponse, raw: string): void {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (path === '/pay') {
      payPage(request, response, raw);
      return;
    }
    const call = path.startsWith(BASE_PATH) ? (CALLS[path.slice(BASE_PATH.length)] ?? null) : null;
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      body = raw;
    }
    requests.push({ call, path, headers: request.headers, body });
    const send = (answer: { httpStatus: number; text: string } | null) => {
      if (answer === null) request.socket.destroy();
      else response.writeHead(answer.httpStatus, { 'Content-Type': 'application/json' }).end(answer.text);
    };
    if (call === null || request.method !== 'POST') {
      send({ httpStatus: 404, text: '{"message":"Not Found"}' });
    } else if (typeof body !== 'object' || body === null) {
      send({ httpStatus: 400, text: '{"message":"Bad Request"}' });
    } else {
      const step = steps.get(call)?.shift();
      // The work is done now; only the answer waits (an execute that completes but answers late).
      const answer = reply(step, answerOf(call, request.headers, body as Body, step));
      if (!step?.delayMs) {
        send(answer);
      } else {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(answer);
        }, step.delayMs);
        timers.add(timer);
      }
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}${BASE_PATH}`,
    credentials,
    payments,
    requests,
    tokensIssued: () => issued,
    script(call, ...added) {
      steps.set(call, [...(steps.get(call) ?? []), ...added]);
    },
    approve(paymentID) {
      const payment = payments.get(paymentID);
      if (payment === undefined) throw new Error(`The stand-in has no payment ${paymentID}`);
      payment.approved = true;
    },
    expireTokens() {
      for (const token of idTokens.keys()) idTokens.set(token, 0);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
