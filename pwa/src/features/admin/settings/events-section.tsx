import { SETTINGS_EVENTS_MAX, SETTINGS_TEXT_MAX as TEXT_MAX } from '@turf/sync-contract/settings';
import { useLayoutEffect, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { fieldId } from './check-draft';
import { type EventDraft, emptyEvent } from './settings-draft';
import { type SettingsFields, TextPair } from './settings-fields';

/** An event's texts in the order the form shows them, each with its longest length and the hint under its label. */
const EVENT_TEXTS: readonly {
  field: keyof Omit<EventDraft, 'key'>;
  maxLength: number;
  hint?: 'dateTextHint' | 'statusHint' | 'buttonHint';
}[] = [
  { field: 'title', maxLength: TEXT_MAX.eventTitle },
  { field: 'dateText', maxLength: TEXT_MAX.dateText, hint: 'dateTextHint' },
  { field: 'description', maxLength: TEXT_MAX.description },
  { field: 'status', maxLength: TEXT_MAX.status, hint: 'statusHint' },
  { field: 'button', maxLength: TEXT_MAX.eventButton, hint: 'buttonHint' },
];

const buttonId = (key: number, action: 'up' | 'down' | 'remove') => `settings-event-${key}-${action}`;

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The events page: its banner, and the events in the order shown, each added, moved and removed here. Focus follows
 * the event a button moved (or the next one, when removed), and what happened is said in the section's status line.
 */
export function EventsSection({ fields }: { fields: SettingsFields }) {
  const text = useAdminText().settings;
  const labels = text.events;
  const { items, banner } = fields.draft.events;
  const [said, say] = useState('');
  // An element id to focus once the list has rendered its new order.
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useLayoutEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const setItems = (next: EventDraft[]) =>
    fields.update((draft) => ({ ...draft, events: { ...draft.events, items: next } }));

  function add() {
    if (items.length >= SETTINGS_EVENTS_MAX) {
      say(labels.full(SETTINGS_EVENTS_MAX));
      return;
    }
    setItems([...items, emptyEvent()]);
    setFocusNext(fieldId(`events.items.${items.length}.title.en`));
    say(labels.added(items.length + 1));
  }

  function move(index: number, to: number, direction: 'up' | 'down') {
    const event = items[index];
    if (!event || to < 0 || to >= items.length) return;
    setItems(moved(items, index, to));
    // At the top or the bottom the pressed button is gone: its twin keeps the focus on the same event.
    const atEnd = direction === 'up' ? to === 0 : to === items.length - 1;
    setFocusNext(buttonId(event.key, atEnd ? (direction === 'up' ? 'down' : 'up') : direction));
    say(labels.moved(index + 1, to + 1));
  }

  function remove(index: number) {
    const next = items.filter((_, at) => at !== index);
    setItems(next);
    const after = next[index] ?? next[index - 1];
    setFocusNext(after ? buttonId(after.key, 'remove') : 'settings-event-add');
    say(labels.removed(index + 1));
  }

  return (
    <section className="adm-settings__section" aria-labelledby="settings-events">
      <h2 id="settings-events">{text.sections.events}</h2>
      <TextPair fields={fields} path="events.banner" value={banner} label={labels.banner} maxLength={TEXT_MAX.banner} />
      {items.length === 0 && <p className="adm-muted">{labels.empty}</p>}
      <ol className="adm-settings__events">
        {items.map((event, index) => {
          const at = `events.items.${index}`;
          const which = labels.which(index + 1);
          return (
            <li key={event.key} className="adm-settings__event">
              <h3 id={`settings-event-${event.key}`}>{labels.event(index + 1)}</h3>
              {EVENT_TEXTS.map(({ field, maxLength, hint }) => (
                <TextPair
                  key={field}
                  fields={fields}
                  path={`${at}.${field}`}
                  value={event[field]}
                  label={labels[field]}
                  hint={hint && labels[hint]}
                  maxLength={maxLength}
                />
              ))}
              <div className="adm-settings__event-actions">
                {index > 0 && (
                  <button
                    type="button"
                    id={buttonId(event.key, 'up')}
                    className="adm-button adm-button--quiet"
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    {labels.moveUp}
                    <span className="adm-sr-only">{which}</span>
                  </button>
                )}
                {index < items.length - 1 && (
                  <button
                    type="button"
                    id={buttonId(event.key, 'down')}
                    className="adm-button adm-button--quiet"
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    {labels.moveDown}
                    <span className="adm-sr-only">{which}</span>
                  </button>
                )}
                <button
                  type="button"
                  id={buttonId(event.key, 'remove')}
                  className="adm-button adm-button--delete"
                  onClick={() => remove(index)}
                >
                  {labels.remove}
                  <span className="adm-sr-only">{which}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" id="settings-event-add" className="adm-button adm-button--quiet" onClick={add}>
        {labels.add}
      </button>
      <p className="adm-muted" role="status">
        {said}
      </p>
    </section>
  );
}
