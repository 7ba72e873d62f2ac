import { NotFoundPage } from '../../features/not-found';

/** Route module (react-router lazy) for every unknown public path. */
export function Component() {
  return <NotFoundPage />;
}
