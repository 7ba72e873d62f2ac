/** The documented server-side calls, named in every error so a caller knows which step failed. */
export type BkashCall = 'grant' | 'refresh' | 'create' | 'execute' | 'status' | 'refund';

/**
 * What went wrong, in the three ways a caller must tell apart:
 * - `rejected`: bKash (or its gateway) answered no; nothing happened, the caller may show why or try again.
 * - `ambiguous`: no usable answer (timeout, network, a 5xx): bKash may have acted; query the payment's status.
 * - `malformed`: an answer this client cannot read; for execute and refund the money may have moved, so query too.
 * No error carries a secret: messages are made here from the call, codes and HTTP statuses, never from a request,
 * and bKash's own message is kept only with every credential and token cut out of it (`redact`).
 */
export abstract class BkashError extends Error {
  abstract readonly kind: 'rejected' | 'ambiguous' | 'malformed';

  constructor(
    readonly call: BkashCall,
    message: string,
  ) {
    super(message);
  }
}

export class BkashRejectedError extends BkashError {
  override readonly name = 'BkashRejectedError';
  readonly kind = 'rejected';

  constructor(
    call: BkashCall,
    /** bKash's `statusCode` (or `errorCode`), else `http-<status>` when its gateway refused without one. */
    readonly code: string,
    /** bKash's `statusMessage` (or `errorMessage`), redacted; empty when it gave none. */
    readonly bkashMessage: string,
    readonly httpStatus: number,
  ) {
    super(call, `bKash refused ${call}: ${code}${bkashMessage ? ` ${bkashMessage}` : ''}`);
  }
}

export class BkashAmbiguousError extends BkashError {
  override readonly name = 'BkashAmbiguousError';
  readonly kind = 'ambiguous';

  constructor(
    call: BkashCall,
    readonly reason: 'timeout' | 'network' | 'server-error',
    /** The HTTP status of a server error; null when no answer came. */
    readonly httpStatus: number | null,
  ) {
    super(
      call,
      `bKash ${call} gave no usable answer (${reason === 'server-error' ? `HTTP ${httpStatus}` : reason}); its outcome is unknown`,
    );
  }
}

export class BkashMalformedError extends BkashError {
  override readonly name = 'BkashMalformedError';
  readonly kind = 'malformed';

  constructor(
    call: BkashCall,
    /** What was wrong, naming the field, never quoting the answer (it may hold a token). */
    readonly problem: string,
    readonly httpStatus: number,
  ) {
    super(call, `bKash ${call} answered in an unexpected shape (HTTP ${httpStatus}): ${problem}`);
  }
}

/** True when bKash may have acted although the call failed: the caller must query the payment before deciding. */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof BkashAmbiguousError || error instanceof BkashMalformedError;
}

/** `text` with every secret in it replaced, for the one foreign text kept in an error (bKash's message). */
export function redact(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length > 0) clean = clean.split(secret).join('[redacted]');
  }
  return clean.slice(0, 200);
}
