import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { PublicLayout } from '../../src/app/public-layout';
import { ContactPage } from '../../src/features/contact';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';

/**
 * Issue 29: a new install's Bangla pages (the first-start settings, as test/setup.ts gives every page) show the
 * footer's tagline and address in Bangla and the venue's phone in Bangla digits, while its `tel:` link keeps the
 * digits a phone dials; and the footer's plain-text items are not links.
 */

function inBangla(ui: ReactElement) {
  return render(<TextProvider text={bn}>{ui}</TextProvider>);
}

function shell(bangla: boolean) {
  const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ index: true, element: <p /> }] }]);
  const ui = <RouterProvider router={router} />;
  return bangla ? inBangla(ui) : render(ui);
}

describe('the footer of a new install', () => {
  test('in Bangla: the tagline and the address in Bangla, the phone in Bangla digits', () => {
    shell(true);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('এক দাগ নেটওয়ার্কেও এক মিনিটে ৭/৮ জনের মাঠ বুক করুন।')).toBeInTheDocument();
    expect(within(footer).getByText('জিন্দাবাজার, সিলেট, বাংলাদেশ')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+৮৮০ ১৭০০-০০০০০০' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    expect(footer).not.toHaveTextContent(/Zindabazar|Book a 7\/8/);
  });

  test('in English: as before', () => {
    shell(false);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Zindabazar, Sylhet, Bangladesh')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+880 1700-000000' })).toBeInTheDocument();
  });

  test('Contact us, FAQ and the policies are plain text, set apart from the links', () => {
    shell(false);
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Contact us', 'FAQ', 'Terms and Conditions', 'Privacy Policy', 'Refund Policy']) {
      const item = within(footer).getByText(name);
      expect(item.closest('a')).toBeNull();
      expect(item.closest('ul')).toHaveClass('footer-plain');
    }
    // The spec's four decorative icons are no links either.
    for (const icon of footer.querySelectorAll('.social-decor')) expect(icon.querySelector('a')).toBeNull();
  });
});

describe('/contact in Bangla', () => {
  test("the phone card's number in Bangla digits, its call link as dialled", () => {
    inBangla(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    const card = screen.getByRole('heading', { name: bn.contact.cards.phone.title }).closest('li') as HTMLElement;
    expect(within(card).getByText('+৮৮০ ১৭০০-০০০০০০')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: bn.contact.cards.phone.action })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    expect(screen.getByText('জিন্দাবাজার, সিলেট, বাংলাদেশ')).toBeInTheDocument();
  });
});
