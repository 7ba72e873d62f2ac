import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { type SubmittedRequest, SuccessDialog } from '../../src/features/booking-form/success-dialog';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';

/** Issue 29: the dialog says which day and slot were asked for, and, saved offline, when the request goes out. */

const sent: SubmittedRequest = {
  id: 'K7Q-M4X-PAR',
  savedOffline: false,
  name: 'Rahim',
  date: '2026-12-01',
  time: '6:00 pm - 7:30 pm',
  price: 2000,
};

function dialogFor(request: SubmittedRequest, bangla = false) {
  const ui = <SuccessDialog request={request} onClose={() => {}} />;
  render(bangla ? <TextProvider text={bn}>{ui}</TextProvider> : ui);
  return screen.getByRole('dialog');
}

/** Whether `first` comes before `second` in the dialog, as it is read and (one column) as it is seen. */
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the success dialog', () => {
  test('shows the date and time booked beside the Booking ID', () => {
    const dialog = dialogFor(sent);
    const when = dialog.querySelector('.dialog-when') as HTMLElement;
    expect(when).toHaveTextContent('December 1, 2026 · 6:00 pm - 7:30 pm');
    expect(before(within(dialog).getByTestId('booking-id'), when)).toBe(true);
  });

  test('in Bangla, the date and time in Bangla', () => {
    const dialog = dialogFor(sent, true);
    expect(dialog.querySelector('.dialog-when')).toHaveTextContent('১ ডিসেম্বর ২০২৬ · সন্ধ্যা ৬:০০ - ৭:৩০');
  });

  test('sent: no word of going out later', () => {
    const dialog = dialogFor(sent);
    expect(within(dialog).queryByText(/once your phone is online/)).not.toBeInTheDocument();
  });

  test('saved offline: says the request goes out once the phone is online, right before the chat links', () => {
    const dialog = dialogFor({ ...sent, savedOffline: true });
    const note = within(dialog).getByText(
      'Message the manager once your phone is online: the request reaches the venue only then.',
    );
    const messenger = within(dialog).getByRole('link', { name: 'Chat on Messenger' });
    const whatsapp = within(dialog).getByRole('link', { name: 'Chat on WhatsApp' });
    expect(before(note, messenger)).toBe(true);
    expect(before(note, whatsapp)).toBe(true);
    // Right before them: nothing else between the note and the links.
    expect(note.nextElementSibling).toHaveClass('dialog-actions');
  });

  test('saved offline, in Bangla', () => {
    const dialog = dialogFor({ ...sent, savedOffline: true }, true);
    expect(
      within(dialog).getByText('ফোন অনলাইনে এলে তবেই ম্যানেজারকে লিখুন: অনুরোধটি তখনই ভেন্যুতে পৌঁছাবে।'),
    ).toBeInTheDocument();
  });
});
