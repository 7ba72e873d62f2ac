import { newBookingId } from '@turf/sync-contract/booking-id';
import type { Problem } from '@turf/sync-contract/error-codes';
import { NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { type CreateManagerBookingBody, SERIES_WEEKS_MAX, SERIES_WEEKS_MIN } from '@turf/sync-contract/schemas';
import type { Slot } from '@turf/sync-contract/slots';
import { type FormEvent, useState } from 'react';
import type { AdminCatalogue } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { validateContact } from '../../../lib/validate-contact';
import { FormField } from '../shared/form-field';
import { FormFooter } from '../shared/form-footer';
import { noteProblem } from '../shared/note-problem';
import { useSubmitAndFocus } from '../shared/use-submit-and-focus';
import { useCreateManagerBooking } from './api/create-manager-booking';
import { useSeriesPreview } from './api/get-series-preview';
import { BookingSaved } from './booking-saved';
import { freeDates, SeriesPreviewList } from './series-preview-list';

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

function check(fields: Fields, text: AdminCatalogue) {
  const contact = validateContact(fields);
  // The visitor's rules, worded by their code in the panel's language (English: the rules' own messages).
  const word = (problem: Problem | undefined) => problem && (text.errors[problem.code] ?? problem.message);
  const errors: FormErrors = { name: word(contact.errors.name), phone: word(contact.errors.phone) };
  const note = fields.note.trim();
  errors.note = noteProblem(note, text);
  const weeks = fields.repeat ? parseWeeks(fields.weeks) : null;
  if (fields.repeat && weeks === null) errors.weeks = text.bookingForm.weeksOutOfRange;
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
  price,
  disabledReason,
  onDone,
}: {
  date: string;
  slot: Slot;
  /** What it costs that day by the saved prices (the server charges the same). */
  price: number;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  onDone: () => void;
}) {
  const admin = useAdminText();
  const text = admin.bookingForm;
  // One Booking ID per form: a retry after a lost answer is recognised by the server, not booked twice.
  const [bookingId] = useState(newBookingId);
  const create = useCreateManagerBooking();
  // A refusal gives focus back to the button (success moves on to the result).
  const { fields, set, idOf, submitRef, checkOnSubmit, shown } = useSubmitAndFocus<Fields, keyof FormErrors>({
    initial: { name: '', phone: '', note: '', repeat: false, weeks: DEFAULT_WEEKS },
    mutation: create,
    fieldOrder: FIELD_ORDER,
  });
  const checked = check(fields, admin);
  const errors = shown(checked.errors);
  const preview = useSeriesPreview(date, slot.slotId, fields.repeat ? checked.weeks : null);
  const previewCurrent = preview.data !== undefined && !preview.isPlaceholderData && !preview.isFetching;
  const nothingFree = previewCurrent && preview.data !== undefined && freeDates(preview.data) === 0;
  const waitingForPreview = fields.repeat && checked.weeks !== null && !previewCurrent && !preview.isError;

  function submit(event: FormEvent) {
    if (!checkOnSubmit(event, checked.errors)) return;
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
      <p className="adm-form__what">{text.what(date, slot.time, slot.slotId, price)}</p>
      <FormField
        id={idOf('name')}
        label={text.referenceName}
        autoComplete="off"
        value={fields.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <FormField
        id={idOf('phone')}
        label={text.phone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={text.phonePlaceholder}
        value={fields.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={errors.phone}
      />
      <FormField
        id={idOf('note')}
        label={text.note}
        maxLength={NOTE_MAX_LENGTH}
        value={fields.note}
        onChange={(event) => set('note', event.target.value)}
        hint={text.noteCount(fields.note.length)}
        error={errors.note}
      />
      <label className="adm-check">
        <input type="checkbox" checked={fields.repeat} onChange={(event) => set('repeat', event.target.checked)} />
        {text.repeatWeekly}
      </label>
      {fields.repeat && (
        <>
          <FormField
            id={idOf('weeks')}
            label={text.weeks}
            inputMode="numeric"
            value={fields.weeks}
            onChange={(event) => set('weeks', event.target.value)}
            hint={text.weeksHint}
            error={errors.weeks}
          />
          {checked.weeks !== null && (
            <SeriesPreviewList
              preview={preview.data}
              checking={!previewCurrent && !preview.isError}
              error={preview.error}
            />
          )}
          {nothingFree && <p className="adm-error">{text.noFreeDate}</p>}
        </>
      )}
      <FormFooter
        error={create.error}
        disabledReason={disabledReason}
        pending={create.isPending}
        submitRef={submitRef}
        waiting={waitingForPreview || nothingFree}
        label={
          create.isPending ? text.saving : fields.repeat && freeCount !== null ? text.bookDates(freeCount) : text.book
        }
      />
    </form>
  );
}
