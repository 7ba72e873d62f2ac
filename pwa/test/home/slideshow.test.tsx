import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SLIDE_INTERVAL_MS, SLIDES } from '../../src/features/home/slides';
import { Slideshow } from '../../src/features/home/slideshow';

const current = () => document.querySelector('.slide.is-current h2')?.textContent;
const track = () => document.querySelector('.slides') as HTMLElement;

function swipe(dx: number) {
  fireEvent.pointerDown(track(), { pointerId: 1, button: 0, clientX: 200, pointerType: 'touch' });
  fireEvent.pointerMove(track(), { pointerId: 1, clientX: 200 + dx, pointerType: 'touch' });
  fireEvent.pointerUp(track(), { pointerId: 1, clientX: 200 + dx, pointerType: 'touch' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Slideshow', () => {
  test('three slides with the spec titles; only the current one is exposed', () => {
    render(<Slideshow slides={SLIDES} />);
    expect(SLIDES.map((s) => s.title)).toEqual([
      'Upcoming Football Tournament',
      'Swimming Pool Opening Soon',
      'Day-long Trip & Fun',
    ]);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '2 of 3' })).toBeNull();
    expect(current()).toBe('Upcoming Football Tournament');
  });

  test('arrows move and wrap both ways', () => {
    render(<Slideshow slides={SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Swimming Pool Opening Soon');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Day-long Trip & Fun');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Upcoming Football Tournament');
  });

  test('a swipe of more than 50 px moves; a shorter one does not', () => {
    render(<Slideshow slides={SLIDES} />);
    swipe(-40);
    expect(current()).toBe('Upcoming Football Tournament');
    swipe(-60);
    expect(current()).toBe('Swimming Pool Opening Soon');
    swipe(60);
    expect(current()).toBe('Upcoming Football Tournament');
    swipe(51);
    expect(current()).toBe('Day-long Trip & Fun');
  });

  test('advances by itself every 5 s, but not while the tab is hidden', () => {
    vi.useFakeTimers();
    render(<Slideshow slides={SLIDES} />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 10));
    expect(current()).toBe('Upcoming Football Tournament');
    act(() => vi.advanceTimersByTime(10));
    expect(current()).toBe('Swimming Pool Opening Soon');

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toBe('Swimming Pool Opening Soon');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe('Day-long Trip & Fun');
  });

  test('pauses while focused, and never auto-advances with reduced motion', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Slideshow slides={SLIDES} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Upcoming Football Tournament');
    unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Slideshow slides={SLIDES} />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Upcoming Football Tournament');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Swimming Pool Opening Soon');
  });
});
