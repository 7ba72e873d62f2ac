import { LoginPage } from '../../features/login';

/** Route module (react-router lazy) for /login, inside the public layout. Kept free of Dexie and React Query. */
export function Component() {
  return <LoginPage />;
}
