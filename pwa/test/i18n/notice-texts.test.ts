import { describe, expect, it } from 'vitest';
import { NOTICE_TEXTS } from '../../src/i18n/notice-texts';
import { latinWords } from './catalogue-check';

const place = { slotId: 'N-2', date: '2026-12-05' } as const;

describe('the push notices’ words', () => {
  it('in English are the ones the notices always had', () => {
    const text = NOTICE_TEXTS.en;
    expect(text.newRequests(1)).toBe('New booking request');
    expect(text.newRequests(3)).toBe('3 new booking requests');
    expect(text.newRequestBody(place, 'Rahim', 3)).toBe('7:30 pm - 9:00 pm, December 5, 2026 - Rahim (and 2 more)');
    expect(text.decision).toEqual({
      confirmed: 'Booking confirmed',
      rejected: 'Booking request rejected',
      cancelled: 'Booking cancelled',
    });
    expect(text.reminder).toBe('Your slot starts in 2 hours');
    expect(text.visitorBody(place, 'K7Q-M4X-PAR')).toBe('7:30 pm - 9:00 pm, December 5, 2026. Booking ID K7Q-M4X-PAR');
    expect(text.unreadable).toEqual({ title: 'Turf', body: 'Open the app to see what changed.' });
  });

  it('in Bangla have Bangla digits and no English word; the Booking ID stays Latin', () => {
    const text = NOTICE_TEXTS.bn;
    const all = [
      text.newRequests(1),
      text.newRequests(3),
      text.newRequestBody(place, 'রহিম', 3),
      ...Object.values(text.decision),
      text.reminder,
      text.visitorBody(place, 'K7Q-M4X-PAR'),
      text.unreadable.title,
      text.unreadable.body,
      ...Object.values(text.visitorCancelled),
      text.visitorCancelledBody(place, 'রহিম'),
    ];
    for (const words of all) {
      expect(words).not.toBe('');
      expect(latinWords(words), words).toEqual([]);
      // Latin digits only inside the Booking ID.
      expect(words.replace(/[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}/g, ''), words).not.toMatch(/[0-9]/);
    }
    expect(text.newRequests(3)).toBe('৩টি নতুন বুকিংয়ের অনুরোধ');
    expect(text.unreadable).toEqual({ title: 'টার্ফ', body: 'কী বদলেছে দেখতে অ্যাপটি খুলুন।' });
    expect(text.visitorBody(place, 'K7Q-M4X-PAR')).toBe('সন্ধ্যা ৭:৩০ - রাত ৯:০০, ৫ ডিসেম্বর ২০২৬। বুকিং আইডি K7Q-M4X-PAR');
  });
});
