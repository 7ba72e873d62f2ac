import type { PaymentSettings, Settings, VisitorSettings, WaitlistSettings } from './schemas/settings';
import {
  CANCEL_CUTOFF_HOURS_DEFAULT,
  DEFAULT_WEEKEND_DAYS,
  HOLD_MINUTES_DEFAULT,
  OFFER_MINUTES_DEFAULT,
} from './settings';
import { PERIOD_PRICE } from './slots';
import { MAX_DAYS_AHEAD } from './time';
import { EXAMPLE_VENUE } from './venue';

/** An event's status and date until it has one: a fresh object each time, as a form may edit one field in place. */
const comingSoon = () => ({ en: 'Coming soon', bn: 'শিগগিরই আসছে' });

/** The seed's flow (issue 30): the manager confirms; no advance is asked until the venue turns it on. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  confirmation: 'manager',
  advance: 500,
  holdMinutes: HOLD_MINUTES_DEFAULT,
  manualMoneyShown: false,
  manualMoneyNumbers: [],
};

/** The venue's payment settings, a document saved before they existed reading as the defaults. */
export function paymentSettingsOf(settings: Settings): PaymentSettings {
  return settings.payments ?? DEFAULT_PAYMENT_SETTINGS;
}

/** Visitors cancel a confirmed booking up to a day before its slot (issue 31), until the venue sets another cutoff. */
export const DEFAULT_VISITOR_SETTINGS: VisitorSettings = { cancelCutoffHours: CANCEL_CUTOFF_HOURS_DEFAULT };

/** What visitors may do by themselves, a document saved before these settings existed reading as the defaults. */
export function visitorSettingsOf(settings: Settings): VisitorSettings {
  return settings.visitors ?? DEFAULT_VISITOR_SETTINGS;
}

/**
 * The waitlist is on, a freed slot held 15 minutes for the first in line (issue 31). Migration 019's
 * `waitlist_settings()` reads a document without the group as these same values (api/test/db/slot-start.test.ts).
 */
export const DEFAULT_WAITLIST_SETTINGS: WaitlistSettings = { enabled: true, offerMinutes: OFFER_MINUTES_DEFAULT };

/** The venue's waitlist settings, a document saved before they existed reading as the defaults. */
export function waitlistSettingsOf(settings: Settings): WaitlistSettings {
  return settings.waitlist ?? DEFAULT_WAITLIST_SETTINGS;
}

/** The advance a slot of `price` asks: the amount set, never more than the price, or the whole price. */
export function advanceAmount(payments: PaymentSettings, price: number): number {
  return payments.advance === 'full' ? price : Math.min(payments.advance, price);
}

/**
 * The first-start settings: what a new install shows until the manager edits it (issue 16). Built from the constants
 * the site is made of (the example venue, the period prices, the booking horizon), so no value is written twice. The
 * page texts (events, banner, slide captions, promo) are the spec's English and the Bangla the pages had before they
 * became settings. The venue's tagline and address are in both languages too (issue 29); its name is a brand, one
 * spelling for both.
 */
export const DEFAULT_SETTINGS: Settings = {
  venue: {
    name: { en: EXAMPLE_VENUE.name },
    shortName: { en: EXAMPLE_VENUE.shortName },
    tagline: { en: EXAMPLE_VENUE.tagline, bn: EXAMPLE_VENUE.taglineBn },
    address: { en: EXAMPLE_VENUE.address, bn: EXAMPLE_VENUE.addressBn },
    phone: EXAMPLE_VENUE.phone,
    email: EXAMPLE_VENUE.email,
    messengerUrl: EXAMPLE_VENUE.messengerUrl,
    whatsappNumber: EXAMPLE_VENUE.whatsappNumber,
    facebookUrl: EXAMPLE_VENUE.facebookUrl,
    instagramUrl: EXAMPLE_VENUE.instagramUrl,
  },
  prices: { regular: { ...PERIOD_PRICE }, weekendDays: [...DEFAULT_WEEKEND_DAYS] },
  bookingHorizonDays: MAX_DAYS_AHEAD,
  events: {
    items: [
      {
        title: { en: 'Turf Football Cup', bn: 'টার্ফ ফুটবল কাপ' },
        dateText: comingSoon(),
        description: {
          en: 'Teams of seven, knockout rounds under the floodlights, and a trophy for the champions.',
          bn: 'সাত জনের দল, ফ্লাডলাইটের নিচে নকআউট পর্ব, আর চ্যাম্পিয়নদের জন্য ট্রফি।',
        },
        status: { en: 'Featured', bn: 'বিশেষ আয়োজন' },
      },
      {
        title: { en: 'Swim & Chill Weekend', bn: 'সাঁতার আর আড্ডার সপ্তাহান্ত' },
        dateText: comingSoon(),
        description: {
          en: 'Our new swimming pool is coming soon. Cool off after the match and bring the whole family.',
          bn: 'আমাদের নতুন সুইমিং পুল শিগগিরই খুলছে। ম্যাচের পর শরীর জুড়িয়ে নিন, পুরো পরিবার নিয়ে আসুন।',
        },
        status: comingSoon(),
      },
      {
        // Spelled so in the spec.
        title: { en: 'Table Tennis Challange', bn: 'টেবিল টেনিস চ্যালেঞ্জ' },
        dateText: comingSoon(),
        description: {
          en: 'A new table tennis arena is coming soon, with weekly challenges for every level.',
          bn: 'নতুন টেবিল টেনিস অ্যারেনা আসছে, সব লেভেলের জন্য প্রতি সপ্তাহে চ্যালেঞ্জ।',
        },
        status: comingSoon(),
      },
      {
        title: { en: 'Dining Delights', bn: 'মজার খাবার' },
        dateText: comingSoon(),
        description: {
          en: 'Fresh food and cold drinks are coming soon, right beside the turf.',
          bn: 'টার্ফের পাশেই তাজা খাবার আর ঠান্ডা পানীয় আসছে শিগগিরই।',
        },
        status: comingSoon(),
        // The spec's; the other events show the catalogue's See Details.
        button: { en: 'View Menu', bn: 'মেনু দেখুন' },
      },
    ],
    banner: { en: 'More exciting features are on the way! Stay tuned', bn: 'আরও মজার সব আয়োজন আসছে! সঙ্গে থাকুন' },
  },
  home: {
    slides: [
      {
        title: { en: 'Upcoming Football Tournament', bn: 'আসছে ফুটবল টুর্নামেন্ট' },
        subtitle: { en: "Don't miss the exciting matches coming soon!", bn: 'দারুণ সব ম্যাচ আসছে, মিস করবেন না!' },
      },
      {
        title: { en: 'Swimming Pool Opening Soon', bn: 'সুইমিং পুল খুলছে শিগগিরই' },
        subtitle: {
          en: `Get ready to swim and relax at ${EXAMPLE_VENUE.name}!`,
          bn: `${EXAMPLE_VENUE.name}-এ সাঁতার আর বিশ্রামের জন্য তৈরি হোন!`,
        },
      },
      {
        title: { en: 'Day-long Trip & Fun', bn: 'সারা দিনের ঘোরা আর মজা' },
        subtitle: {
          en: 'Enjoy games, food, music, and more — all in one place!',
          bn: 'খেলা, খাবার, গান আর আরও অনেক কিছু — সব এক জায়গায়!',
        },
      },
    ],
    promoText: {
      en: 'Pick a date, choose one of 16 slots of 1.5 hours and get your Booking ID in a minute.',
      bn: 'তারিখ বাছুন, দেড় ঘণ্টার ১৬টি স্লটের একটি নিন, আর এক মিনিটে বুকিং আইডি পেয়ে যান।',
    },
  },
  payments: { ...DEFAULT_PAYMENT_SETTINGS, manualMoneyNumbers: [] },
  visitors: { ...DEFAULT_VISITOR_SETTINGS },
  waitlist: { ...DEFAULT_WAITLIST_SETTINGS },
};
