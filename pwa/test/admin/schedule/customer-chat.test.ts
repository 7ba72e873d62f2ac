import { getSlot } from '@turf/sync-contract/slots';
import { describe, expect, it } from 'vitest';
import {
  bookingSavedMessage,
  customerWhatsappLink,
  seriesSavedMessage,
  slotTakenMessage,
} from '../../../src/features/admin/shared/customer-chat';
import { venue } from '../../../src/lib/venue';

const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('messages to a customer on WhatsApp', () => {
  it("opens a chat with the customer's own number as 880…", () => {
    const link = customerWhatsappLink('01712345678', 'Hello & welcome');
    expect(link.startsWith('https://wa.me/8801712345678?text=')).toBe(true);
    expect(textOf(link)).toBe('Hello & welcome');
  });

  it('names the venue, the date, the time and the Booking ID of a booking made for them', () => {
    const text = bookingSavedMessage({
      id: 'K7Q-M4X-PAR',
      name: 'Rahim',
      date: '2026-11-24',
      time: '6:00 pm - 7:30 pm',
    });
    expect(text.split('\n')).toEqual([
      `Hello Rahim! Your booking at ${venue.name} is confirmed.`,
      'Booking ID: K7Q-M4X-PAR',
      'Date: November 24, 2026',
      'Time: 6:00 pm - 7:30 pm',
    ]);
  });

  it('lists every date of a series with its own ID, and the dates skipped', () => {
    const text = seriesSavedMessage({
      name: 'FC Zinda',
      time: '7:30 pm - 9:00 pm',
      booked: [
        { id: 'AAA-AAA-AAA', date: '2026-11-24' },
        { id: 'BBB-BBB-BBB', date: '2026-12-08' },
      ],
      skipped: [{ date: '2026-12-01', reason: 'booked' }],
    });
    expect(text).toContain(`weekly booking at ${venue.name}`);
    expect(text).toContain('November 24, 2026: Booking ID AAA-AAA-AAA');
    expect(text).toContain('December 8, 2026: Booking ID BBB-BBB-BBB');
    expect(text).toContain('December 1, 2026: not available (booked)');
  });

  it('turns a competing request away politely, naming the slot and up to three free slots that day', () => {
    const request = { id: 'R01-AAA-AAA', name: 'Karim', date: '2026-11-24', time: '7:30 pm - 9:00 pm' };
    const free = [getSlot('A-4'), getSlot('N-1'), getSlot('N-3')];
    const text = slotTakenMessage({ ...request, freeSlots: free });
    expect(text).toContain('Hello Karim');
    expect(text).toContain('Sorry, 7:30 pm - 9:00 pm on November 24, 2026 is already booked');
    expect(text).toContain('R01-AAA-AAA');
    expect(text).toContain('Still free that day: 4:30 pm - 6:00 pm, 6:00 pm - 7:30 pm, 9:00 pm - 10:30 pm.');
    expect(slotTakenMessage({ ...request, freeSlots: [] })).toContain('That day is fully booked now.');
    expect(slotTakenMessage({ ...request, freeSlots: null })).not.toContain('free that day');
  });
});
