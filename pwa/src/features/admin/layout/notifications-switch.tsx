import { useId } from 'react';
import { PUSH_BLOCKED_TEXT, PUSH_UNAVAILABLE_TEXT } from '../../../lib/push-support';
import { type ManagerNotifications, useManagerNotifications } from './use-manager-notifications';

function note(state: ManagerNotifications): string {
  switch (state.kind) {
    case 'unavailable':
      return PUSH_UNAVAILABLE_TEXT[state.support];
    case 'blocked':
      return PUSH_BLOCKED_TEXT;
    case 'on':
      return 'On for this device: new booking requests show up here';
    case 'off':
      return 'Off on this device';
    case 'busy':
      return state.turningOn ? 'Turning on…' : 'Turning off…';
    case 'failed':
      return 'Could not change notifications. Check the connection and try again';
  }
}

function isOn(state: ManagerNotifications): boolean {
  return state.kind === 'on' || (state.kind === 'busy' && !state.turningOn) || (state.kind === 'failed' && state.on);
}

/** The manager's `Notifications` switch for this device (issue 14): a real switch, its state said in words beside it. */
export function NotificationsSwitch() {
  const { state, toggle } = useManagerNotifications();
  const labelId = useId();
  const noteId = useId();
  const unusable = state.kind === 'unavailable' || state.kind === 'blocked';
  return (
    <div className="adm-notify">
      <div className="adm-notify__row">
        <span className="adm-notify__label" id={labelId}>
          Notifications
        </span>
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
      <p className="adm-notify__note" id={noteId} role="status">
        {note(state)}
      </p>
    </div>
  );
}
