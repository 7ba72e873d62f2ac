import { useCallback, useEffect, useState } from 'react';
import { copyText } from './copy-text';

/** How long "Copied" stays up: long enough to read, then the note clears itself. */
export const COPIED_MS = 2_000;

export type CopyOutcome = 'copied' | 'failed' | null;

/** Copies text on request and says how it went, for COPIED_MS. */
export function useCopyText(): [CopyOutcome, (text: string) => Promise<void>] {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = useCallback(async (text: string) => setOutcome((await copyText(text)) ? 'copied' : 'failed'), []);
  return [outcome, copy];
}
