import { EventsPage } from '../../features/events';

/** Route module (react-router lazy) for `/events`. */
export function Component() {
  return <EventsPage />;
}
