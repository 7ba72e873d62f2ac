import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppReady } from '../../lib/hydration';
import type { OutboxItem } from '../../outbox';

// A chunk that cannot load (a new version deployed meanwhile, say) only means no slot is marked, never a broken page.
const OutboxItemsSource = lazy(() =>
  import('./outbox-items-source').catch(() => ({
    default: (_: { onChange(items: readonly OutboxItem[]): void }) => null,
  })),
);

/** Resolves once the phone has a quiet moment (or after `timeout` ms at the latest). */
function whenIdle(run: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * The requests made on this device, for marking their slots. The outbox (and IndexedDB through Dexie) is not needed
 * to paint the slot list, so it loads once the app runs and the phone is idle (decision 016), and only on a phone whose
 * outbox has run (decision 057): until then, and where IndexedDB is missing, nothing is marked.
 */
export function DeviceRequests({ onChange }: { onChange(items: readonly OutboxItem[]): void }) {
  const ready = useAppReady();
  const [idle, setIdle] = useState(false);
  useEffect(() => (ready ? whenIdle(() => setIdle(true)) : undefined), [ready]);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <OutboxItemsSource onChange={onChange} />
    </Suspense>
  );
}
