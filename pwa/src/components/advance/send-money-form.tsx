import { PAYMENT_AMOUNT_MAX, TRANSACTION_ID_PATTERN_SOURCE } from '@turf/sync-contract/payments';
import type { ManualMoneyNumber } from '@turf/sync-contract/schemas';
import type { ManualMoneyProvider } from '@turf/sync-contract/settings';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAdvanceText } from '../../i18n/advance-text';
import { noteRequestAdvance } from '../../outbox';
import { problemOf, reportAdvance } from './advance-calls';

const TRANSACTION_ID = new RegExp(TRANSACTION_ID_PATTERN_SOURCE);

interface Findings {
  transactionId?: string;
  amount?: string;
}

/**
 * `Send money`: the service, the transaction ID (the payments' own pattern) and the amount sent by hand. The request
 * stays pending; the manager checks the money and confirms (decision 086).
 */
export function SendMoneyForm({
  requestId,
  amount,
  numbers,
}: {
  requestId: string;
  amount: number;
  numbers: readonly ManualMoneyNumber[];
}) {
  const text = useAdvanceText();
  const ids = useId();
  const services = [...new Set(numbers.map((number) => number.provider))];
  const [service, setService] = useState<ManualMoneyProvider>(services[0] ?? 'bkash');
  const [transactionId, setTransactionId] = useState('');
  const [sent, setSent] = useState(String(amount));
  const [findings, setFindings] = useState<Findings>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [reported, setReported] = useState(false);
  const trxRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const id = transactionId.trim();
    const taka = /^\d+$/.test(sent.trim()) ? Number(sent.trim()) : Number.NaN;
    const found: Findings = {
      ...(TRANSACTION_ID.test(id) ? {} : { transactionId: text.problems.transactionId }),
      ...(taka >= 1 && taka <= PAYMENT_AMOUNT_MAX ? {} : { amount: text.problems.amount }),
    };
    setFindings(found);
    setProblem(null);
    if (found.transactionId) return trxRef.current?.focus();
    if (found.amount) return amountRef.current?.focus();
    setPending(true);
    try {
      const standing = await reportAdvance(requestId, { method: service, transactionId: id, amount: taka });
      setReported(true);
      await noteRequestAdvance(requestId, { state: standing.state, amount: standing.amount });
    } catch (error) {
      setProblem(problemOf(error, text, text.problems.offline));
    } finally {
      setPending(false);
    }
  }

  if (reported) {
    return (
      <p className="advance-reported" role="status">
        {text.reported}
      </p>
    );
  }

  const fieldError = (name: keyof Findings) =>
    findings[name] ? (
      <p id={`${ids}-${name}-error`} className="field-error">
        {findings[name]}
      </p>
    ) : null;
  const describedBy = (name: keyof Findings, hint?: string) =>
    [findings[name] ? `${ids}-${name}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <form className="send-money-form" noValidate onSubmit={onSubmit} aria-label={text.sendMoney}>
      <div className="field">
        <label htmlFor={`${ids}-service`}>{text.service}</label>
        <select
          id={`${ids}-service`}
          value={service}
          onChange={(event) => setService(event.target.value as ManualMoneyProvider)}
        >
          {services.map((provider) => (
            <option key={provider} value={provider}>
              {text.services[provider]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-trx`}>{text.transactionId}</label>
        <input
          ref={trxRef}
          id={`${ids}-trx`}
          name="transactionId"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={transactionId}
          onChange={(event) => setTransactionId(event.target.value)}
          aria-invalid={findings.transactionId ? true : undefined}
          aria-describedby={describedBy('transactionId', `${ids}-trx-hint`)}
        />
        <p id={`${ids}-trx-hint`} className="field-hint">
          {text.transactionIdHint}
        </p>
        {fieldError('transactionId')}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-amount`}>{text.amount}</label>
        <input
          ref={amountRef}
          id={`${ids}-amount`}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={sent}
          onChange={(event) => setSent(event.target.value)}
          aria-invalid={findings.amount ? true : undefined}
          aria-describedby={describedBy('amount')}
        />
        {fieldError('amount')}
      </div>
      {problem === null ? null : (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-ghost" disabled={pending} aria-busy={pending}>
        {pending ? text.reporting : text.report}
      </button>
    </form>
  );
}
