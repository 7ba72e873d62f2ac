import { HomePage } from '../../features/home';

/** Route module (react-router lazy) for `/`. */
export function Component() {
  return <HomePage />;
}
