import { Link } from 'react-router-dom';
import { useText } from '../../i18n/text';
import { PATHS } from '../../lib/config';
import './not-found.css';

/** Every unknown public path. */
export function NotFoundPage() {
  const text = useText().notFound;
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <div className="not-found-actions">
        <Link to={PATHS.home} className="button">
          {text.home}
        </Link>
        <Link to={PATHS.slots} className="button button-ghost">
          {text.bookASlot}
        </Link>
      </div>
    </div>
  );
}
