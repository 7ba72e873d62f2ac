import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { BookingForm } from '../../src/features/booking-form/booking-form';
import { initialBookingFormData, useBookingFormStore } from '../../src/features/booking-form/booking-form-store';
import { PricePanel } from '../../src/features/booking-form/price-panel';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { submitBookingRequest } from '../../src/outbox';

vi.mock('../../src/outbox', () => ({ submitBookingRequest: vi.fn() }));
/** Latin words; the Booking ID is allowed, as it stays Latin everywhere. */
const latin = (text: string | null | undefined) =>
  (text?.replaceAll('K7Q-M4X-PAR', '').match(/[A-Za-z]+/g) ?? []).filter((word) => word !== 'WhatsApp');

beforeEach(() => {
  useBookingFormStore.setState(initialBookingFormData());
  useBookingFormStore.getState().selectDate('2030-01-15');
  useBookingFormStore.getState().selectSlot('N-2');
});

describe('booking in Bangla', () => {
  test('the form, the price panel and the dialog speak Bangla; the Booking ID stays Latin', async () => {
    const user = userEvent.setup();
    vi.mocked(submitBookingRequest).mockResolvedValue({ kind: 'sent', id: 'K7Q-M4X-PAR' });
    const { container } = render(
      <TextProvider text={bn}>
        <PricePanel />
        <BookingForm />
      </TextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'বুকিংয়ের বিবরণ' })).toBeInTheDocument();
    expect(screen.getByLabelText('তারিখ')).toHaveValue('১৫ জানুয়ারি ২০৩০');
    expect(screen.getByLabelText('সময়')).toHaveValue('সন্ধ্যা ৭:৩০ - রাত ৯:০০');
    expect(screen.getByText('স্লটের দাম').nextElementSibling?.textContent).toBe('৳২৫০০');
    expect(latin(container.textContent)).toEqual([]);
    expect(
      [...container.querySelectorAll('input')].flatMap((input) => latin(`${input.value} ${input.placeholder}`)),
    ).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    expect(screen.getByText('রেফারেন্স নাম দিন')).toBeInTheDocument();
    expect(screen.getByText('ফোন নম্বর দিন')).toBeInTheDocument();
    expect(latin(container.textContent)).toEqual([]);

    await user.type(screen.getByLabelText('রেফারেন্স নাম'), 'রহিম');
    await user.type(screen.getByLabelText('ফোন'), '০১৭১২-৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'বুকিংয়ের অনুরোধ পাঠানো হয়েছে' });
    expect(within(dialog).getByTestId('booking-id').textContent).toBe('K7Q-M4X-PAR');
    // The phone typed in Bangla digits is sent in its plain 11-digit form.
    expect(vi.mocked(submitBookingRequest).mock.calls[0]?.[0]).toMatchObject({
      phone: '01712345678',
      name: 'রহিম',
      lang: 'bn',
    });
    expect(dialog.querySelector('.notify-offer')?.textContent).toMatch(/নোটিফিকেশন/);
    // The message the visitor sends the manager is in Bangla too, the Booking ID as it is.
    const chat = new URL(
      within(dialog)
        .getByRole('link', { name: /হোয়াটসঅ্যাপে লিখুন/ })
        .getAttribute('href') ?? '',
    );
    expect(chat.searchParams.get('text')).toBe(
      'হ্যালো! আমি একটি বুকিং অনুরোধ পাঠিয়েছি।\nবুকিং আইডি: K7Q-M4X-PAR\nরেফারেন্স নাম: রহিম\nতারিখ: ১৫ জানুয়ারি ২০৩০\nস্লট: সন্ধ্যা ৭:৩০ - রাত ৯:০০',
    );
    expect(latin(dialog.textContent)).toEqual([]);
  });

  test("the server's refusal reads in Bangla by its code; one without a code keeps the server's English", async () => {
    const user = userEvent.setup();
    render(
      <TextProvider text={bn}>
        <BookingForm />
      </TextProvider>,
    );
    await user.type(screen.getByLabelText('রেফারেন্স নাম'), 'রহিম');
    await user.type(screen.getByLabelText('ফোন'), '01712345678');
    vi.mocked(submitBookingRequest).mockResolvedValueOnce({
      kind: 'refused',
      status: 409,
      message: 'This slot is already booked',
      code: 'SLOT_TAKEN',
    });
    await user.click(screen.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এই স্লট আগেই বুক হয়ে গেছে');
    useBookingFormStore.getState().selectSlot('N-3');
    vi.mocked(submitBookingRequest).mockResolvedValueOnce({
      kind: 'refused',
      status: 400,
      message: 'The field "x" is not valid',
      code: 'INVALID_INPUT',
    });
    await user.click(screen.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনুরোধটি পড়া যায়নি। পাতাটি আবার খুলে চেষ্টা করুন');
    // An answer with no code (an unknown one is dropped on the way) is the server's own words.
    useBookingFormStore.getState().selectSlot('N-4');
    vi.mocked(submitBookingRequest).mockResolvedValueOnce({
      kind: 'refused',
      status: 400,
      message: 'Something the app has no words for',
    });
    await user.click(screen.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something the app has no words for');
  });

  test('a failure with no code and no words of its own reads in Bangla, not `Request failed`', async () => {
    const user = userEvent.setup();
    render(
      <TextProvider text={bn}>
        <BookingForm />
      </TextProvider>,
    );
    await user.type(screen.getByLabelText('রেফারেন্স নাম'), 'রহিম');
    await user.type(screen.getByLabelText('ফোন'), '01712345678');
    vi.mocked(submitBookingRequest).mockRejectedValueOnce(new Error('The outbox could not be loaded'));
    await user.click(screen.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনুরোধ পাঠানো যায়নি');
    useBookingFormStore.getState().selectSlot('N-3');
    vi.mocked(submitBookingRequest).mockResolvedValueOnce({ kind: 'refused', status: 400, message: '' });
    await user.click(screen.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনুরোধ পাঠানো যায়নি');
    expect(latin(screen.getByRole('alert').textContent)).toEqual([]);
  });
});
