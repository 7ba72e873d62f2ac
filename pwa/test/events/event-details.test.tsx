import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { EventsPage } from '../../src/features/events';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';

/**
 * Issue 29 (decision 078): an event's button opens its card on the event's own text from the settings, and closes it
 * again; a step beyond the spec, whose buttons do nothing.
 */

function eventsPage(bangla = false) {
  const ui = (
    <MemoryRouter>
      <EventsPage />
    </MemoryRouter>
  );
  render(bangla ? <TextProvider text={bn}>{ui}</TextProvider> : ui);
}

const CUP_TEXT = 'Teams of seven, knockout rounds under the floodlights, and a trophy for the champions.';

describe('an event card', () => {
  test('See Details opens the event’s description, and closes it', async () => {
    const user = userEvent.setup();
    eventsPage();
    const featured = screen.getByRole('article');
    const toggle = within(featured).getByRole('button', { name: 'See Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(featured).getByText(CUP_TEXT)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const text = within(featured).getByText(CUP_TEXT);
    expect(text).toBeVisible();
    expect(toggle).toHaveAttribute('aria-controls', text.id);
    await user.click(toggle);
    expect(text).not.toBeVisible();
  });

  test('each card opens its own text only; the manager’s button text (View Menu) opens it too, by keyboard', async () => {
    const user = userEvent.setup();
    eventsPage();
    const dining = screen.getByRole('heading', { name: 'Dining Delights' }).closest('li') as HTMLElement;
    within(dining).getByRole('button', { name: 'View Menu' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(dining).getByText('Fresh food and cold drinks are coming soon, right beside the turf.'),
    ).toBeVisible();
    const pool = screen.getByRole('heading', { name: 'Swim & Chill Weekend' }).closest('li') as HTMLElement;
    expect(within(pool).getByRole('button', { name: 'See Details' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('in Bangla', async () => {
    const user = userEvent.setup();
    eventsPage(true);
    const featured = screen.getByRole('article');
    await user.click(within(featured).getByRole('button', { name: 'বিস্তারিত দেখুন' }));
    expect(within(featured).getByText('সাত জনের দল, ফ্লাডলাইটের নিচে নকআউট পর্ব, আর চ্যাম্পিয়নদের জন্য ট্রফি।')).toBeVisible();
  });
});
