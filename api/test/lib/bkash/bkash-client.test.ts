import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BkashClient } from '../../../src/lib/bkash/bkash-client';
import {
  BkashAmbiguousError,
  BkashError,
  BkashMalformedError,
  BkashRejectedError,
  outcomeUnknown,
} from '../../../src/lib/bkash/bkash-errors';
import { type BkashStandIn, startBkashStandIn } from '../../support/bkash-stand-in';

let bkash: BkashStandIn;
let now: number;

beforeEach(async () => {
  bkash = await startBkashStandIn();
  now = 1_000_000;
});
afterEach(() => bkash.close());

function client(timeoutMs = 2000): BkashClient {
  return new BkashClient({ baseUrl: bkash.url, ...bkash.credentials }, { timeoutMs, clock: () => now });
}

const PAYMENT = {
  amount: 500,
  payerReference: '01712345678',
  callbackURL: 'https://book.turf.example/api/bkash/callback',
  merchantInvoiceNumber: 'K7QX2MPA',
};

async function caught(promise: Promise<unknown>): Promise<BkashError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BkashError);
  return error as BkashError;
}

const calls = () => bkash.requests.map((request) => request.call);

describe('the token', () => {
  it('is granted once with the credentials in headers and body, then reused by later calls', async () => {
    const bk = client();
    await bk.createPayment(PAYMENT);
    await bk.createPayment(PAYMENT);
    expect(calls()).toEqual(['grant', 'create', 'create']);
    const [grant, create] = bkash.requests;
    expect(grant?.path).toBe('/v1.2.0-beta/tokenized/checkout/token/grant');
    expect(grant?.headers).toMatchObject({
      username: bkash.credentials.username,
      password: bkash.credentials.password,
    });
    expect(grant?.body).toEqual({ app_key: bkash.credentials.appKey, app_secret: bkash.credentials.appSecret });
    expect(create?.headers['x-app-key']).toBe(bkash.credentials.appKey);
    expect(create?.headers.authorization).toMatch(/^id\./);
  });

  it('is renewed with the refresh token shortly before it expires, not after', async () => {
    const bk = client();
    await bk.createPayment(PAYMENT);
    const first = bkash.requests[1]?.headers.authorization;
    now += 3600_000 - 61_000; // more than a minute left: still held
    await bk.createPayment(PAYMENT);
    now += 2_000; // under a minute left: renewed
    await bk.createPayment(PAYMENT);
    expect(calls()).toEqual(['grant', 'create', 'create', 'refresh', 'create']);
    const refresh = bkash.requests[3];
    expect(refresh?.headers).toMatchObject({
      username: bkash.credentials.username,
      password: bkash.credentials.password,
    });
    expect(refresh?.body).toEqual({
      app_key: bkash.credentials.appKey,
      app_secret: bkash.credentials.appSecret,
      refresh_token: expect.stringMatching(/^refresh\./),
    });
    expect(bkash.requests[2]?.headers.authorization).toBe(first);
    expect(bkash.requests[4]?.headers.authorization).not.toBe(first);
  });

  it('is granted anew when bKash refuses the refresh', async () => {
    const bk = client();
    await bk.createPayment(PAYMENT);
    now += 3600_000;
    bkash.script('refresh', { fail: { statusCode: '2080', statusMessage: 'Invalid refresh token' } });
    await bk.createPayment(PAYMENT);
    expect(calls()).toEqual(['grant', 'create', 'refresh', 'grant', 'create']);
  });

  it('is renewed once and the call sent again when the gateway says it expired early (401)', async () => {
    const bk = client();
    await bk.createPayment(PAYMENT);
    bkash.expireTokens();
    const created = await bk.createPayment(PAYMENT);
    expect(created.transactionStatus).toBe('Initiated');
    expect(calls()).toEqual(['grant', 'create', 'create', 'refresh', 'create']);
    expect(bkash.requests[2]?.headers.authorization).not.toBe(bkash.requests[4]?.headers.authorization);
  });

  it('is fetched once for concurrent callers, who all use it', async () => {
    const bk = client();
    bkash.script('grant', { delayMs: 100 });
    await Promise.all(Array.from({ length: 8 }, () => bk.createPayment(PAYMENT)));
    expect(bkash.tokensIssued()).toBe(1);
    const tokens = new Set(bkash.requests.filter((r) => r.call === 'create').map((r) => r.headers.authorization));
    expect(tokens.size).toBe(1);
  });

  it('fails every concurrent caller alike when the grant fails, and the next call tries again', async () => {
    const bk = client();
    bkash.script('grant', { delayMs: 50, fail: { statusCode: '2001', statusMessage: 'Invalid App Key' } });
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => bk.createPayment(PAYMENT)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls()).toEqual(['grant']);
    await bk.createPayment(PAYMENT);
    expect(calls()).toEqual(['grant', 'grant', 'create']);
  });

  it('refuses wrong credentials as bKash does, as a rejection with its code', async () => {
    const bk = new BkashClient({ baseUrl: bkash.url, ...bkash.credentials, password: 'wrong' }, { clock: () => now });
    const error = await caught(bk.createPayment(PAYMENT));
    expect(error).toBeInstanceOf(BkashRejectedError);
    expect(error).toMatchObject({ call: 'grant', code: '2079', kind: 'rejected' });
  });
});

describe('the payment calls', () => {
  it('create, execute, status and refund send the documented bodies and headers, and read the answers', async () => {
    const bk = client();
    const created = await bk.createPayment(PAYMENT);
    expect(created).toMatchObject({ amount: 500, transactionStatus: 'Initiated' });
    expect(created.bkashURL).toContain(created.paymentID);
    const create = bkash.requests.at(-1);
    expect(create?.path).toBe('/v1.2.0-beta/tokenized/checkout/create');
    expect(create?.body).toEqual({
      mode: '0011',
      payerReference: PAYMENT.payerReference,
      callbackURL: PAYMENT.callbackURL,
      amount: '500',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: PAYMENT.merchantInvoiceNumber,
    });

    bkash.approve(created.paymentID);
    const executed = await bk.executePayment(created.paymentID);
    const trxID = bkash.payments.get(created.paymentID)?.trxID;
    expect(executed).toEqual({
      paymentID: created.paymentID,
      transactionStatus: 'Completed',
      trxID,
      amount: 500,
      merchantInvoiceNumber: PAYMENT.merchantInvoiceNumber,
    });
    expect(bkash.requests.at(-1)).toMatchObject({
      path: '/v1.2.0-beta/tokenized/checkout/execute',
      body: { paymentID: created.paymentID },
    });

    expect(await bk.queryPayment(created.paymentID)).toEqual(executed);
    expect(bkash.requests.at(-1)).toMatchObject({
      path: '/v1.2.0-beta/tokenized/checkout/payment/status',
      body: { paymentID: created.paymentID },
    });

    const refund = await bk.refund({
      paymentID: created.paymentID,
      trxID: trxID ?? '',
      amount: 200,
      sku: PAYMENT.merchantInvoiceNumber,
      reason: 'Rain: the match was cancelled',
    });
    expect(refund).toMatchObject({ originalTrxID: trxID, transactionStatus: 'Completed', amount: 200 });
    expect(refund.refundTrxID).toBe(bkash.payments.get(created.paymentID)?.refunds[0]?.refundTrxID);
    expect(bkash.requests.at(-1)).toMatchObject({
      path: '/v1.2.0-beta/tokenized/checkout/payment/refund',
      body: {
        paymentID: created.paymentID,
        amount: '200',
        trxID,
        sku: PAYMENT.merchantInvoiceNumber,
        reason: 'Rain: the match was cancelled',
      },
    });

    const token = bkash.requests[1]?.headers.authorization;
    for (const request of bkash.requests.slice(1)) {
      expect(request.headers).toMatchObject({ authorization: token, 'x-app-key': bkash.credentials.appKey });
    }
  });

  it('reads a status query that says Initiated, then Completed', async () => {
    const bk = client();
    const { paymentID } = await bk.createPayment(PAYMENT);
    bkash.approve(paymentID);
    bkash.script('execute', { fail: 'drop', applies: true });
    bkash.script('status', { transactionStatus: 'Initiated' });
    expect(outcomeUnknown(await caught(bk.executePayment(paymentID)))).toBe(true);
    expect(await bk.queryPayment(paymentID)).toMatchObject({ transactionStatus: 'Initiated', trxID: null });
    expect(await bk.queryPayment(paymentID)).toMatchObject({ transactionStatus: 'Completed', amount: 500 });
  });

  it('surfaces bKash refusals with their code and message, and nothing happened', async () => {
    const bk = client();
    const { paymentID } = await bk.createPayment(PAYMENT);
    const notApproved = await caught(bk.executePayment(paymentID));
    expect(notApproved).toBeInstanceOf(BkashRejectedError);
    expect(notApproved).toMatchObject({ call: 'execute', code: '2056', bkashMessage: 'Invalid Payment State' });
    expect(notApproved.message).toBe('bKash refused execute: 2056 Invalid Payment State');
    expect(outcomeUnknown(notApproved)).toBe(false);
    expect(bkash.payments.get(paymentID)?.transactionStatus).toBe('Initiated');

    bkash.script('create', { fail: { statusCode: '2023', statusMessage: 'Insufficient Balance' } });
    expect(await caught(bk.createPayment(PAYMENT))).toMatchObject({ kind: 'rejected', code: '2023' });
    expect(await caught(bk.queryPayment('TR0011UNKNOWN'))).toMatchObject({ kind: 'rejected', code: '2116' });
  });
});

describe('failures without an answer are ambiguous', () => {
  it('a call slower than the timeout: bKash may have acted, and the status query says so', async () => {
    const bk = client(300);
    const { paymentID } = await bk.createPayment(PAYMENT);
    bkash.approve(paymentID);
    bkash.script('execute', { delayMs: 2000 });
    const error = await caught(bk.executePayment(paymentID));
    expect(error).toBeInstanceOf(BkashAmbiguousError);
    expect(error).toMatchObject({ call: 'execute', kind: 'ambiguous', reason: 'timeout', httpStatus: null });
    expect(outcomeUnknown(error)).toBe(true);
    expect(await bk.queryPayment(paymentID)).toMatchObject({ transactionStatus: 'Completed', amount: 500 });
  });

  it('a dropped connection, a refused connection and an HTTP 500', async () => {
    const bk = client();
    await bk.createPayment(PAYMENT);
    bkash.script('create', { fail: 'drop' }, { fail: { httpStatus: 500 } });
    expect(await caught(bk.createPayment(PAYMENT))).toMatchObject({ kind: 'ambiguous', reason: 'network' });
    expect(await caught(bk.createPayment(PAYMENT))).toMatchObject({
      kind: 'ambiguous',
      reason: 'server-error',
      httpStatus: 500,
    });
    await bkash.close();
    expect(await caught(bk.createPayment(PAYMENT))).toMatchObject({ kind: 'ambiguous', reason: 'network' });
    bkash = await startBkashStandIn(); // for afterEach
  });
});

describe('malformed answers', () => {
  it.each([
    ['not JSON', '<html>gateway</html>', 'not a JSON object'],
    ['a JSON array', '[]', 'not a JSON object'],
    [
      'no paymentID',
      JSON.stringify({ statusCode: '0000', bkashURL: 'https://x.example/p', amount: '500' }),
      'paymentID is missing',
    ],
    [
      'an amount that is no number',
      JSON.stringify({
        statusCode: '0000',
        paymentID: 'TR1',
        bkashURL: 'https://x.example/p',
        amount: 'five hundred',
        transactionStatus: 'Initiated',
      }),
      'amount is not an amount',
    ],
    [
      'a bkashURL that is no web address',
      JSON.stringify({ statusCode: '0000', paymentID: 'TR1', bkashURL: 'javascript:alert(1)', amount: '500' }),
      'bkashURL is not a web address',
    ],
  ])('create answering %s', async (_what, body, problem) => {
    const bk = client();
    bkash.script('create', { body });
    const error = await caught(bk.createPayment(PAYMENT));
    expect(error).toBeInstanceOf(BkashMalformedError);
    expect(error).toMatchObject({ call: 'create', kind: 'malformed', problem, httpStatus: 200 });
    expect(outcomeUnknown(error)).toBe(true);
  });

  it('a Completed payment without its trxID, or an answer about another payment', async () => {
    const bk = client();
    const { paymentID } = await bk.createPayment(PAYMENT);
    const completed = { statusCode: '0000', paymentID, transactionStatus: 'Completed', amount: '500' };
    bkash.script('status', { body: JSON.stringify(completed) });
    expect(await caught(bk.queryPayment(paymentID))).toMatchObject({ kind: 'malformed', problem: 'trxID is missing' });
    bkash.script('status', { body: JSON.stringify({ ...completed, trxID: 'ABC123', paymentID: 'TR0011OTHER' }) });
    expect(await caught(bk.queryPayment(paymentID))).toMatchObject({
      kind: 'malformed',
      problem: 'paymentID is not the one asked about',
    });
  });

  it('a grant without expires_in', async () => {
    bkash.script('grant', { body: JSON.stringify({ statusCode: '0000', id_token: 'a', refresh_token: 'b' }) });
    expect(await caught(client().createPayment(PAYMENT))).toMatchObject({
      call: 'grant',
      kind: 'malformed',
      problem: 'expires_in is missing',
    });
  });
});

describe('secrets', () => {
  it('never appear in an error, its properties, its stack or its serialisation, even when bKash echoes them', async () => {
    const bk = client(300);
    await bk.createPayment(PAYMENT);
    const token = String(bkash.requests[1]?.headers.authorization);
    const secrets = [
      bkash.credentials.appKey,
      bkash.credentials.appSecret,
      bkash.credentials.username,
      bkash.credentials.password,
      token,
    ];
    const echo = `token ${token} for ${bkash.credentials.username}/${bkash.credentials.password} ${bkash.credentials.appSecret}`;
    bkash.script(
      'create',
      { fail: { statusCode: bkash.credentials.appKey, statusMessage: echo } },
      { fail: { httpStatus: 502 } },
      { fail: 'drop' },
      { delayMs: 2000 },
      { body: echo },
    );
    const errors: BkashError[] = [];
    for (let i = 0; i < 5; i++) errors.push(await caught(bk.createPayment(PAYMENT)));
    // A gateway refusal that echoes the token, on the token calls too.
    bkash.expireTokens();
    bkash.script('refresh', { fail: { statusCode: '2080', statusMessage: echo } });
    bkash.script('grant', { fail: { statusCode: '2001', statusMessage: echo } });
    errors.push(await caught(bk.createPayment(PAYMENT)));
    expect(errors.map((error) => error.kind)).toEqual([
      'rejected',
      'ambiguous',
      'ambiguous',
      'ambiguous',
      'malformed',
      'rejected',
    ]);
    expect(errors[0]?.message).toContain('[redacted]');
    const refresh = bkash.requests.find((request) => request.call === 'refresh')?.body as { refresh_token: string };
    secrets.push(refresh.refresh_token);
    for (const error of errors) {
      const shown = [
        inspect(error, { depth: 10, showHidden: true }),
        JSON.stringify(error),
        JSON.stringify({ ...error }),
        String(error),
        error.stack,
      ].join('\n');
      for (const secret of secrets) expect(shown).not.toContain(secret);
    }
  });
});
