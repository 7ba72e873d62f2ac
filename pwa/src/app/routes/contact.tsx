import { ContactPage } from '../../features/contact';

/** Route module (react-router lazy) for `/contact`. */
export function Component() {
  return <ContactPage />;
}
