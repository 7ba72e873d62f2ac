import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BkashClient } from '../../../src/lib/bkash/bkash-client';
import { type BkashStandIn, startBkashStandIn } from '../../support/bkash-stand-in';

// The stand-in's own page and process, which the browser test pays through (e2e/advance-payment.e2e.ts).

let bkash: BkashStandIn;
beforeEach(async () => {
  bkash = await startBkashStandIn();
});
afterEach(() => bkash.close());

const PAYMENT = {
  amount: 500,
  payerReference: '01712345678',
  callbackURL: 'http://127.0.0.1:3000/api/bkash/callback',
  merchantInvoiceNumber: 'K7QX2MPA',
};

async function press(bkashURL: string, paymentID: string, action: 'pay' | 'cancel'): Promise<URL> {
  const answer = await fetch(new URL('/pay', bkashURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ paymentID, action }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe("the stand-in's payment page", () => {
  it('shows the amount; Pay approves and sends the browser back with the paymentID and success', async () => {
    const client = new BkashClient({ baseUrl: bkash.url, ...bkash.credentials });
    const { paymentID, bkashURL } = await client.createPayment(PAYMENT);
    const page = await fetch(bkashURL);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('K7QX2MPA: 500 BDT');
    const back = await press(bkashURL, paymentID, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(PAYMENT.callbackURL);
    expect(back.searchParams.get('paymentID')).toBe(paymentID);
    expect(back.searchParams.get('status')).toBe('success');
    expect(bkash.payments.get(paymentID)?.approved).toBe(true);
    expect((await client.executePayment(paymentID)).transactionStatus).toBe('Completed');
  });

  it('Cancel approves nothing and says cancel; an unknown payment is a 404', async () => {
    const client = new BkashClient({ baseUrl: bkash.url, ...bkash.credentials });
    const { paymentID, bkashURL } = await client.createPayment(PAYMENT);
    const back = await press(bkashURL, paymentID, 'cancel');
    expect(back.searchParams.get('status')).toBe('cancel');
    expect(bkash.payments.get(paymentID)?.approved).toBe(false);
    expect((await fetch(new URL('/pay?paymentID=TR0011NOPE', bkashURL))).status).toBe(404);
  });
});

describe('the stand-in as a process', () => {
  it('prints where it listens and its credentials, answers, and stops on SIGTERM', async () => {
    const entry = fileURLToPath(new URL('../../support/bkash-stand-in-process.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const { url, credentials } = JSON.parse(line.toString()) as { url: string; credentials: typeof bkash.credentials };
    const client = new BkashClient({ baseUrl: url, ...credentials });
    expect((await client.createPayment(PAYMENT)).paymentID).toMatch(/^TR0011/);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
