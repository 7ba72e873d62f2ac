import { useId } from 'react';
import type { AdminCatalogue } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { type ManagerNotifications, useManagerNotifications } from './use-manager-notifications';
import './notifications-switch.css';

function note(state: ManagerNotifications, text: AdminCatalogue['notifications']): string {
  switch (state.kind) {
    case 'unavailable':
      return text.unavailable[state.support];
    case 'blocked':
      return text.blocked;
    case 'on':
      return text.on;
    case 'off':
      return text.off;
    case 'busy':
      return state.turningOn ? text.turningOn : text.turningOff;
    case 'failed':
      return text.failed;
  }
}

/** The state in a word or two beside the switch; null where the manager needs the whole sentence (what to do). */
function shortNote(state: ManagerNotifications, text: AdminCatalogue['notifications']): string | null {
  switch (state.kind) {
    case 'on':
      return text.onShort;
    case 'off':
      return text.offShort;
    case 'busy':
    case 'blocked':
      return note(state, text);
    default:
      return null;
  }
}

function isOn(state: ManagerNotifications): boolean {
  return state.kind === 'on' || (state.kind === 'busy' && !state.turningOn) || (state.kind === 'failed' && state.on);
}

/**
 * The manager's `Notifications` switch for this device (issue 14): a real switch, its state said in words beside it.
 * It sits on every admin page, so it takes one line (issue 29): the state in a word, the full sentence as the switch's
 * description; only a sentence that says what to do (no Push here, a failure) shows under it.
 */
export function NotificationsSwitch() {
  const { state, toggle } = useManagerNotifications();
  const text = useAdminText().notifications;
  const labelId = useId();
  const noteId = useId();
  const unusable = state.kind === 'unavailable' || state.kind === 'blocked';
  const short = shortNote(state, text);
  return (
    <div className="adm-notify">
      <div className="adm-notify__row">
        <span className="adm-notify__label" id={labelId}>
          {text.label}
        </span>
        {short !== null && (
          <span className="adm-notify__state" aria-hidden="true">
            {short}
          </span>
        )}
        <button
          type="button"
          role="switch"
          className="adm-switch"
          aria-checked={isOn(state)}
          aria-labelledby={labelId}
          aria-describedby={noteId}
          disabled={unusable || state.kind === 'busy'}
          onClick={toggle}
        >
          <span className="adm-switch__thumb" aria-hidden="true" />
        </button>
      </div>
      <p className={short === null ? 'adm-notify__note' : 'adm-notify__note adm-sr-only'} id={noteId} role="status">
        {note(state, text)}
      </p>
    </div>
  );
}
