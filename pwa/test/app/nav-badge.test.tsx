import { render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { NavBadge } from '../../src/app/nav-badge';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { WAITING_COUNT_KEY } from '../../src/outbox/outbox-news';

afterEach(() => localStorage.removeItem(WAITING_COUNT_KEY));

describe('the badge of requests waiting to be sent', () => {
  test('in English: the count, and for a screen reader what it counts', () => {
    localStorage.setItem(WAITING_COUNT_KEY, '3');
    const { container } = render(<NavBadge />);
    expect(container.textContent).toBe('3 waiting to be sent');
  });

  test('in Bangla: Bangla digits and Bangla words', () => {
    localStorage.setItem(WAITING_COUNT_KEY, '3');
    const { container } = render(
      <TextProvider text={bn}>
        <NavBadge />
      </TextProvider>,
    );
    expect(container.textContent).toBe('৩টি পাঠানোর অপেক্ষায়');
  });

  test('nothing when no request waits', () => {
    const { container } = render(<NavBadge />);
    expect(container.textContent).toBe('');
  });
});
