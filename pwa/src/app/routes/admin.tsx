import { AdminPanel } from '../../features/admin';
import { QueryProvider } from '../../lib/query-client';

/** Route module (react-router lazy) for /admin/*: its own chunk, with Dexie and React Query, never loaded by a visitor. */
export function Component() {
  return (
    <QueryProvider>
      <AdminPanel />
    </QueryProvider>
  );
}
