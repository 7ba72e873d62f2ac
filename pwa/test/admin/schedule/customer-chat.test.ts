import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { getSlot } from '@turf/sync-contract/slots';
import { describe, expect, it } from 'vitest';
import {
  bookingSavedMessage,
  customerWhatsappLink,
  seriesSavedMessage,
  slotTakenMessage,
} from '../../../src/features/admin/shared/customer-chat';

/** The venue's name as its settings give it: English, and Bangla for a Bangla customer. */
const VENUE_NAME = { en: 'Sylhet Sports Turf', bn: 'সিলেট স্পোর্টস টার্ফ' };

const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('messages to a customer on WhatsApp', () => {
  it("opens a chat with the customer's own number as 880…", () => {
    const link = customerWhatsappLink('01712345678', 'Hello & welcome');
    expect(link.startsWith('https://wa.me/8801712345678?text=')).toBe(true);
    expect(textOf(link)).toBe('Hello & welcome');
  });

  it('names the venue, the date, the time and the Booking ID of a booking made for them', () => {
    const text = bookingSavedMessage(
      { id: 'K7Q-M4X-PAR', name: 'Rahim', date: '2026-11-24', time: '6:00 pm - 7:30 pm' },
      VENUE_NAME,
    );
    expect(text.split('\n')).toEqual([
      'Hello Rahim! Your booking at Sylhet Sports Turf is confirmed.',
      'Booking ID: K7Q-M4X-PAR',
      'Date: November 24, 2026',
      'Time: 6:00 pm - 7:30 pm',
    ]);
  });

  it('lists every date of a series with its own ID, and the dates skipped', () => {
    const text = seriesSavedMessage(
      {
        name: 'FC Zinda',
        time: '7:30 pm - 9:00 pm',
        booked: [
          { id: 'AAA-AAA-AAA', date: '2026-11-24' },
          { id: 'BBB-BBB-BBB', date: '2026-12-08' },
        ],
        skipped: [{ date: '2026-12-01', reason: 'booked' }],
      },
      VENUE_NAME,
    );
    expect(text).toContain('weekly booking at Sylhet Sports Turf');
    expect(text).toContain('November 24, 2026: Booking ID AAA-AAA-AAA');
    expect(text).toContain('December 8, 2026: Booking ID BBB-BBB-BBB');
    expect(text).toContain('December 1, 2026: not available (booked)');
  });

  it('turns a competing request away politely, naming the slot and up to three free slots that day', () => {
    const request = { id: 'R01-AAA-AAA', name: 'Karim', date: '2026-11-24', time: '7:30 pm - 9:00 pm' };
    const free = [getSlot('A-4'), getSlot('N-1'), getSlot('N-3')];
    const text = slotTakenMessage({ ...request, freeSlots: free }, VENUE_NAME);
    expect(text).toContain('Hello Karim, this is Sylhet Sports Turf.');
    expect(text).toContain('Sorry, 7:30 pm - 9:00 pm on November 24, 2026 is already booked');
    expect(text).toContain('R01-AAA-AAA');
    expect(text).toContain('Still free that day: 4:30 pm - 6:00 pm, 6:00 pm - 7:30 pm, 9:00 pm - 10:30 pm.');
    expect(slotTakenMessage({ ...request, freeSlots: [] }, VENUE_NAME)).toContain('That day is fully booked now.');
    expect(slotTakenMessage({ ...request, freeSlots: null }, VENUE_NAME)).not.toContain('free that day');
  });

  it("names the venue in the customer's language: its Bangla name for a Bangla request, else its English one", () => {
    const booking = { id: 'K7Q-M4X-PAR', name: 'রহিম', date: '2026-11-24', time: '6:00 pm - 7:30 pm' };
    expect(bookingSavedMessage(booking, VENUE_NAME, 'bn')).toContain('সিলেট স্পোর্টস টার্ফ-এ আপনার বুকিং');
    expect(bookingSavedMessage(booking, VENUE_NAME, 'en')).toContain('at Sylhet Sports Turf is');
    // No Bangla name written: the Bangla message names the venue in English.
    expect(bookingSavedMessage(booking, DEFAULT_SETTINGS.venue.name, 'bn')).toContain(
      `${DEFAULT_SETTINGS.venue.name.en}-এ আপনার বুকিং`,
    );
    const taken = { ...booking, lang: 'bn' as const, freeSlots: null };
    expect(slotTakenMessage(taken, VENUE_NAME)).toContain('সিলেট স্পোর্টস টার্ফ থেকে বলছি');
  });
});
