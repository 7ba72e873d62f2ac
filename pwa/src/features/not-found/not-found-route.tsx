import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/use-page-meta';
import './not-found.css';

/** Route module (react-router lazy): every unknown public path. */
export function Component() {
  usePageMeta('Page not found', 'This page does not exist. Go back to the home page or book a slot.');
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Page not found</h1>
      <p className="page-lead">This page is off the pitch. Let's get you back in the game.</p>
      <div className="not-found-actions">
        <Link to="/" className="button">
          Go to the home page
        </Link>
        <Link to="/slots" className="button button-ghost">
          Book a slot
        </Link>
      </div>
    </div>
  );
}
