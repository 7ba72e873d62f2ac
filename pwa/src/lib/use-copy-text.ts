import { useCallback, useEffect, useState } from 'react';
import { copyText } from './copy-text';

/** How long "Copied" stays up: long enough to read, then the note clears itself. */
export const COPIED_MS = 2_000;

export type CopyOutcome = 'copied' | 'failed' | null;

/**
 * Copies text on request and says how it went: "copied" for COPIED_MS; "failed" until the next try, since it asks
 * the visitor to do something (copy by hand) and must not vanish before they have. `copy` resolves to the outcome,
 * for a caller that helps with that (selects the text).
 */
export function useCopyText(): [CopyOutcome, (text: string) => Promise<CopyOutcome>] {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = useCallback(async (text: string) => {
    const result = (await copyText(text)) ? 'copied' : 'failed';
    setOutcome(result);
    return result;
  }, []);
  return [outcome, copy];
}
