/**
 * The visitor's screens in English: the spec's texts, word for word (docs/product.md). `catalogue-bn.ts` has the same
 * keys in Bangla (docs/bangla-terms.md); `Catalogue` is this object's type, so a key missing there does not compile.
 * Texts with a value in them are functions. Screens read them through `useText()` (i18n/text.tsx), never from here.
 */
export const en = {
  shell: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    nav: {
      home: 'Home',
      slots: 'Slots',
      events: 'Events',
      contact: 'Contact us',
      myRequests: 'My requests',
    },
  },
  footer: {
    followUs: 'Follow us',
    moreInfo: 'MORE INFO',
    contactUs: 'Contact us',
    faq: 'FAQ',
    legals: 'LEGALS',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    refund: 'Refund Policy',
    contacts: 'CONTACTS',
    /** The year is left out until the phone knows it (the prerendered page has no year of its own). */
    copyright: (year: number | null, venueName: string) =>
      `© ${year === null ? '' : `${year} `}${venueName}. All rights reserved.`,
  },
  contact: {
    title: 'Contact us',
    lead: 'Questions or a Booking ID to confirm? We answer fastest on chat.',
    cards: {
      messenger: {
        title: 'Messenger',
        detail: 'Chat with the turf manager on Messenger.',
        action: 'Chat on Messenger',
      },
      whatsapp: { title: 'WhatsApp', detail: 'Send your Booking ID on WhatsApp.', action: 'Chat on WhatsApp' },
      // The phone's and e-mail's cards show the venue's number and address as their line.
      phone: { title: 'Phone', action: 'Call us' },
      email: { title: 'Email', action: 'Send Mail' },
    },
  },
  notFound: {
    title: 'Page not found',
    lead: "This page is off the pitch. Let's get you back in the game.",
    home: 'Go to the home page',
    bookASlot: 'Book a slot',
  },
};

export type Catalogue = typeof en;
