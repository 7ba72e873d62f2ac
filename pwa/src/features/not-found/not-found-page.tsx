import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/config';
import './not-found.css';

/** Every unknown public path. */
export function NotFoundPage() {
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Page not found</h1>
      <p className="page-lead">This page is off the pitch. Let's get you back in the game.</p>
      <div className="not-found-actions">
        <Link to={PATHS.home} className="button">
          Go to the home page
        </Link>
        <Link to={PATHS.slots} className="button button-ghost">
          Book a slot
        </Link>
      </div>
    </div>
  );
}
