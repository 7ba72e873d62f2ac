type Blocker = () => boolean;

const blockers = new Set<Blocker>();

/**
 * Anything that would lose the visitor's work on a reload (a half-filled form, a send in flight) registers
 * here; the service-worker update reloads the page only when nothing blocks. Returns the unregister function.
 */
export function registerReloadBlocker(isBlocking: Blocker): () => void {
  blockers.add(isBlocking);
  return () => {
    blockers.delete(isBlocking);
  };
}

export function canReloadNow(): boolean {
  for (const isBlocking of blockers) {
    try {
      if (isBlocking()) return false;
    } catch {
      // A broken blocker must not block updates forever, nor allow a reload that loses work: treat as blocking.
      return false;
    }
  }
  return true;
}

/**
 * Runs `action` as soon as nothing blocks a reload: at once if possible, else re-checked every `intervalMs`
 * and whenever the page is hidden (a visitor who switched apps loses nothing). Returns a cancel function.
 */
export function whenReloadAllowed(action: () => void, intervalMs = 2_000): () => void {
  let done = false;
  const attempt = () => {
    if (done || !canReloadNow()) return;
    cancel();
    action();
  };
  const onVisibility = () => attempt();
  const timer = setInterval(attempt, intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  function cancel() {
    done = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  queueMicrotask(attempt);
  return cancel;
}
