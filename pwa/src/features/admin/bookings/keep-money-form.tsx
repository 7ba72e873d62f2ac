import { NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import type { Booking } from '@turf/sync-contract/schemas';
import type { FormEvent } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { FormField } from '../shared/form-field';
import { FormFooter } from '../shared/form-footer';
import { noteProblem } from '../shared/note-problem';
import { useSubmitAndFocus } from '../shared/use-submit-and-focus';
import { useUpdateBooking } from './api/update-booking';
import { BookingLine } from './booking-line';
import './bookings.css';

interface Fields {
  note: string;
}

/** `Keep it`: a cancelled booking's money kept (a late cancel's fee), with why; then nothing is to refund. */
export function KeepMoneyForm({
  booking,
  toRefund,
  disabledReason,
  onDone,
}: {
  booking: Booking;
  toRefund: number;
  disabledReason: string | null;
  onDone: () => void;
}) {
  const admin = useAdminText();
  const { refunds: text } = admin;
  const update = useUpdateBooking();
  const { fields, set, idOf, submitRef, checkOnSubmit, shown } = useSubmitAndFocus<Fields, 'note'>({
    initial: { note: '' },
    mutation: update,
    fieldOrder: ['note'],
  });
  const note = fields.note.trim();
  const problems: Partial<Record<'note', string>> = {};
  if (note === '') problems.note = text.keepNoteRequired;
  else problems.note = noteProblem(note, admin);
  const errors = shown(problems);

  function submit(event: FormEvent) {
    if (!checkOnSubmit(event, problems) || update.isPending) return;
    update.mutate({ id: booking._id, body: { refundKeptNote: note } }, { onSuccess: onDone });
  }

  return (
    <form className="adm-form" noValidate onSubmit={submit}>
      <BookingLine booking={booking} />
      <p className="adm-form__what">{text.toRefund(toRefund)}</p>
      <FormField
        id={idOf('note')}
        label={text.keepNote}
        maxLength={NOTE_MAX_LENGTH}
        value={fields.note}
        onChange={(event) => set('note', event.target.value)}
        error={errors.note}
      />
      <FormFooter
        error={update.error}
        disabledReason={disabledReason}
        pending={update.isPending}
        submitRef={submitRef}
        label={update.isPending ? text.saving : text.saveKeep}
      />
    </form>
  );
}
