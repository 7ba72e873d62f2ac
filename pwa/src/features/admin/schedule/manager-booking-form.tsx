import { newBookingId } from '@turf/sync-contract/booking-id';
import { NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { isPlainText } from '@turf/sync-contract/plain-text';
import { type CreateManagerBookingBody, SERIES_WEEKS_MAX, SERIES_WEEKS_MIN } from '@turf/sync-contract/schemas';
import type { Slot } from '@turf/sync-contract/slots';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { validateContact } from '../../../lib/validate-contact';
import { FormField } from '../shared/form-field';
import { FormFooter } from '../shared/form-footer';
import { formatShortDate } from '../shared/format';
import { useCreateManagerBooking } from './api/create-manager-booking';
import { useSeriesPreview } from './api/get-series-preview';
import { BookingSaved } from './booking-saved';
import { freeDates, SeriesPreviewList } from './series-preview-list';

export const NOTE_HIDDEN_CHARACTERS = 'The note has hidden characters in it. Please type it again';
export const WEEKS_OUT_OF_RANGE = `Repeat for ${SERIES_WEEKS_MIN} to ${SERIES_WEEKS_MAX} weeks`;
export const NO_FREE_DATE = 'None of these dates can be booked.';
const DEFAULT_WEEKS = '4';

interface FormErrors {
  name?: string;
  phone?: string;
  note?: string;
  weeks?: string;
}

/** Weeks as typed, as the number the server takes, or null when it is not one from 2 to 26. */
function parseWeeks(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const weeks = Number(text.trim());
  return weeks >= SERIES_WEEKS_MIN && weeks <= SERIES_WEEKS_MAX ? weeks : null;
}

interface Fields {
  name: string;
  phone: string;
  note: string;
  repeat: boolean;
  weeks: string;
}

function check(fields: Fields) {
  const contact = validateContact(fields);
  // The panel is English for now: the rules' own messages.
  const errors: FormErrors = { name: contact.errors.name?.message, phone: contact.errors.phone?.message };
  const note = fields.note.trim();
  if (note.length > NOTE_MAX_LENGTH) errors.note = `A note is at most ${NOTE_MAX_LENGTH} characters`;
  else if (!isPlainText(note)) errors.note = NOTE_HIDDEN_CHARACTERS;
  const weeks = fields.repeat ? parseWeeks(fields.weeks) : null;
  if (fields.repeat && weeks === null) errors.weeks = WEEKS_OUT_OF_RANGE;
  return { errors, name: contact.name, phone: contact.phone, note, weeks };
}

const FIELD_ORDER = ['name', 'phone', 'note', 'weeks'] as const;

/**
 * The manager's own booking of a free slot (a phone call, WhatsApp, the gate): name and phone under the visitor's
 * rules and messages, an optional note, and `Repeat weekly` with the server's preview of every date before saving.
 * It is confirmed at once; then the Booking ID and a WhatsApp message to the customer.
 */
export function ManagerBookingForm({
  date,
  slot,
  disabledReason,
  onDone,
}: {
  date: string;
  slot: Slot;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  onDone: () => void;
}) {
  const ids = useId();
  const [fields, setFields] = useState<Fields>({ name: '', phone: '', note: '', repeat: false, weeks: DEFAULT_WEEKS });
  const [submitted, setSubmitted] = useState(false);
  // One Booking ID per form: a retry after a lost answer is recognised by the server, not booked twice.
  const [bookingId] = useState(newBookingId);
  const create = useCreateManagerBooking();
  const submitRef = useRef<HTMLButtonElement>(null);
  const checked = check(fields);
  const errors = submitted ? checked.errors : {};
  const preview = useSeriesPreview(date, slot.slotId, fields.repeat ? checked.weeks : null);
  const previewCurrent = preview.data !== undefined && !preview.isPlaceholderData && !preview.isFetching;
  const nothingFree = previewCurrent && preview.data !== undefined && freeDates(preview.data) === 0;
  const waitingForPreview = fields.repeat && checked.weeks !== null && !previewCurrent && !preview.isError;

  // Disabled while it was sent, the button dropped focus: a refusal gives it back (success moves on to the result).
  useEffect(() => {
    if (create.isError && document.activeElement === document.body) submitRef.current?.focus();
  }, [create.isError]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    create.reset();
    setFields((current) => ({ ...current, [key]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const first = FIELD_ORDER.find((key) => checked.errors[key]);
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    if (waitingForPreview || nothingFree || create.isPending) return;
    const body: CreateManagerBookingBody = {
      date,
      slotId: slot.slotId,
      time: slot.time,
      name: checked.name,
      phone: checked.phone,
      id: bookingId,
      ...(checked.note ? { note: checked.note } : {}),
      ...(checked.weeks !== null ? { repeatWeeks: checked.weeks } : {}),
    };
    create.mutate(body);
  }

  if (create.data) {
    return <BookingSaved result={create.data} slot={slot} name={checked.name} phone={checked.phone} onDone={onDone} />;
  }

  const freeCount = previewCurrent && preview.data ? freeDates(preview.data) : null;
  return (
    <form className="adm-form" noValidate onSubmit={submit}>
      <p className="adm-form__what">
        {formatShortDate(date)}, {slot.time} ({slot.slotId}), BDT {slot.price}. Confirmed at once.
      </p>
      <FormField
        id={`${ids}-name`}
        label="Reference Name"
        autoComplete="off"
        value={fields.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <FormField
        id={`${ids}-phone`}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="01XXXXXXXXX"
        value={fields.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={errors.phone}
      />
      <FormField
        id={`${ids}-note`}
        label="Note (optional)"
        maxLength={NOTE_MAX_LENGTH}
        value={fields.note}
        onChange={(event) => set('note', event.target.value)}
        hint={`${fields.note.length}/${NOTE_MAX_LENGTH}`}
        error={errors.note}
      />
      <label className="adm-check">
        <input type="checkbox" checked={fields.repeat} onChange={(event) => set('repeat', event.target.checked)} />
        Repeat weekly
      </label>
      {fields.repeat && (
        <>
          <FormField
            id={`${ids}-weeks`}
            label="Weeks, this one included"
            inputMode="numeric"
            value={fields.weeks}
            onChange={(event) => set('weeks', event.target.value)}
            hint={`${SERIES_WEEKS_MIN} to ${SERIES_WEEKS_MAX}`}
            error={errors.weeks}
          />
          {checked.weeks !== null && (
            <SeriesPreviewList
              preview={preview.data}
              checking={!previewCurrent && !preview.isError}
              error={preview.error}
            />
          )}
          {nothingFree && <p className="adm-error">{NO_FREE_DATE}</p>}
        </>
      )}
      <FormFooter
        error={create.error}
        disabledReason={disabledReason}
        pending={create.isPending}
        submitRef={submitRef}
        waiting={waitingForPreview || nothingFree}
        label={
          create.isPending
            ? 'Saving…'
            : fields.repeat && freeCount !== null
              ? `Book ${freeCount} ${freeCount === 1 ? 'date' : 'dates'}`
              : 'Book'
        }
      />
    </form>
  );
}
