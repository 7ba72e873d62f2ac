import { useAdminText } from '../../../i18n/admin-text';
import { fieldId } from './check-draft';

const WHATSAPP_PATH = 'venue.whatsappNumber';

/**
 * Under the phone once it has changed: the site's `Chat on WhatsApp` would still open the old number, so the new one
 * is offered for WhatsApp too. Either answer puts the focus in the WhatsApp field, where the outcome shows.
 */
export function WhatsappOfferNotice({
  current,
  offered,
  onUse,
  onKeep,
}: {
  /** The WhatsApp number now (the old phone's). */
  current: string;
  /** The new phone's, in WhatsApp's form. */
  offered: string;
  onUse: () => void;
  onKeep: () => void;
}) {
  const text = useAdminText().settings.whatsappOffer;
  const answer = (choice: () => void) => () => {
    choice();
    document.getElementById(fieldId(WHATSAPP_PATH))?.focus();
  };
  return (
    <fieldset className="adm-warning adm-settings__offer">
      <legend>{text.question(current)}</legend>
      <div className="adm-settings__offer-actions">
        <button type="button" className="adm-button adm-button--confirm" onClick={answer(onUse)}>
          {text.use(offered)}
        </button>
        <button type="button" className="adm-button adm-button--quiet" onClick={answer(onKeep)}>
          {text.keep(current)}
        </button>
      </div>
    </fieldset>
  );
}
