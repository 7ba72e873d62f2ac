import { useNavigate } from 'react-router-dom';
import { rebookingPath } from '../../features/booking-form';
import { MyRequestsPage } from '../../features/my-requests';

/**
 * Route module (react-router lazy) for `/my-requests`: the visitor's requests, and "Pick another slot" leading to
 * the booking form with the request's name, phone and date filled in (`/slots?rebook=ID`, so a reload keeps it).
 */
export function Component() {
  const navigate = useNavigate();
  return <MyRequestsPage onRebook={(item) => navigate(rebookingPath(item.id))} />;
}
