import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SLIDE_INTERVAL_MS, SLIDES } from '../../src/features/home/slides';
import { Slideshow } from '../../src/features/home/slideshow';
import { en } from '../../src/i18n/catalogue-en';

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

/** The phone asks for reduced motion (prefers-reduced-motion: reduce). */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Slideshow', () => {
  test('three slides with the spec titles; only the current one is exposed', () => {
    render(<Slideshow slides={SLIDES} />);
    expect(SLIDES.map((s) => en.home.slides[s.id].title)).toEqual([
      'Upcoming Football Tournament',
      'Swimming Pool Opening Soon',
      'Day-long Trip & Fun',
    ]);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '2 of 3' })).not.toBeInTheDocument();
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

    preferReducedMotion();
    render(<Slideshow slides={SLIDES} />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Upcoming Football Tournament');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Swimming Pool Opening Soon');
  });

  test('the rotation control stops auto-advance and starts it again; its name says what a press will do', () => {
    vi.useFakeTimers();
    render(<Slideshow slides={SLIDES} />);
    const rotation = screen.getByRole('button', { name: 'Pause slideshow' });
    // APG: the rotation control comes first, before the slides and the arrows.
    expect(document.querySelector('.slideshow button')).toBe(rotation);

    fireEvent.click(rotation);
    expect(rotation.getAttribute('aria-label')).toBe('Play slideshow');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toBe('Upcoming Football Tournament');
    // The arrows still work while it is stopped, and moving does not start it again.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Swimming Pool Opening Soon');

    fireEvent.click(rotation);
    expect(rotation.getAttribute('aria-label')).toBe('Pause slideshow');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe('Day-long Trip & Fun');
  });

  test('a touch or screen-reader user on the rotation control is not held by its focus: Play plays', () => {
    vi.useFakeTimers();
    render(<Slideshow slides={SLIDES} />);
    const rotation = screen.getByRole('button', { name: 'Pause slideshow' });
    act(() => rotation.focus());
    fireEvent.click(rotation);
    fireEvent.click(rotation);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe('Swimming Pool Opening Soon');
    // Focus moving on to an arrow holds the slide again.
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Swimming Pool Opening Soon');
  });

  test('with reduced motion it starts stopped, offers Play, and turns (without animation) only when asked', () => {
    vi.useFakeTimers();
    preferReducedMotion();
    render(<Slideshow slides={SLIDES} />);
    const rotation = screen.getByRole('button', { name: 'Play slideshow' });
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Upcoming Football Tournament');
    fireEvent.click(rotation);
    expect(rotation.getAttribute('aria-label')).toBe('Pause slideshow');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe('Swimming Pool Opening Soon');
  });
});
