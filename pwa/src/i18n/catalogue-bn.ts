import { banglaDigits } from '@turf/sync-contract/bangla';
import type { Catalogue } from './catalogue-en';

/** The visitor's screens in Bangla: short, natural Bangla, from the term list in docs/bangla-terms.md. */
export const bn: Catalogue = {
  shell: {
    skipToContent: 'মূল অংশে যান',
    mainNavigation: 'প্রধান মেনু',
    nav: {
      home: 'হোম',
      slots: 'স্লট',
      events: 'ইভেন্ট',
      contact: 'যোগাযোগ',
      myRequests: 'আমার অনুরোধ',
    },
  },
  footer: {
    followUs: 'আমাদের অনুসরণ করুন',
    moreInfo: 'আরও তথ্য',
    contactUs: 'যোগাযোগ',
    faq: 'সাধারণ প্রশ্ন',
    legals: 'নীতিমালা',
    terms: 'শর্তাবলি',
    privacy: 'গোপনীয়তা নীতি',
    refund: 'ফেরত নীতি',
    contacts: 'যোগাযোগের ঠিকানা',
    copyright: (year, venueName) => `© ${year === null ? '' : `${banglaDigits(year)} `}${venueName}। সর্বস্বত্ব সংরক্ষিত।`,
  },
  contact: {
    title: 'যোগাযোগ',
    lead: 'কিছু জানতে চান, বা বুকিং আইডি নিশ্চিত করাতে চান? চ্যাটে সবচেয়ে তাড়াতাড়ি উত্তর পাবেন।',
    cards: {
      messenger: { title: 'মেসেঞ্জার', detail: 'মেসেঞ্জারে টার্ফ ম্যানেজারের সাথে কথা বলুন।', action: 'মেসেঞ্জারে লিখুন' },
      whatsapp: { title: 'হোয়াটসঅ্যাপ', detail: 'হোয়াটসঅ্যাপে আপনার বুকিং আইডি পাঠান।', action: 'হোয়াটসঅ্যাপে লিখুন' },
      phone: { title: 'ফোন', action: 'কল করুন' },
      email: { title: 'ইমেইল', action: 'মেইল পাঠান' },
    },
  },
  notFound: {
    title: 'পাতাটি পাওয়া যায়নি',
    lead: 'এই পাতাটি মাঠের বাইরে চলে গেছে। চলুন, আবার খেলায় ফিরি।',
    home: 'হোম পাতায় যান',
    bookASlot: 'স্লট বুক করুন',
  },
};
