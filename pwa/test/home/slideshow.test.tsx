import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Settings, SlideCaption } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SLIDE_ART, SLIDE_INTERVAL_MS } from '../../src/features/home/slides';
import { Slideshow } from '../../src/features/home/slideshow';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { RenderedSettingsProvider } from '../../src/lib/venue-settings';

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

/** The slideshow with the venue's settings showing `slides` as its captions. */
function renderWithSlides(slides: SlideCaption[], language: 'en' | 'bn' = 'en') {
  const settings: Settings = { ...DEFAULT_SETTINGS, home: { ...DEFAULT_SETTINGS.home, slides } };
  const slideshow = (
    <RenderedSettingsProvider value={{ version: 2, settings }}>
      <Slideshow />
    </RenderedSettingsProvider>
  );
  return render(language === 'bn' ? <TextProvider text={bn}>{slideshow}</TextProvider> : slideshow);
}

const caption = (title: string, subtitle: string, bangla?: { title: string; subtitle: string }): SlideCaption => ({
  title: bangla ? { en: title, bn: bangla.title } : { en: title },
  subtitle: bangla ? { en: subtitle, bn: bangla.subtitle } : { en: subtitle },
});

const slideCaptions = () =>
  Array.from(document.querySelectorAll('.slide-caption'), (element) => [
    element.querySelector('h2')?.textContent,
    element.querySelector('p')?.textContent,
  ]);

describe('Slideshow', () => {
  test("three slides with the spec's captions (the settings' defaults); only the current one is exposed", () => {
    render(<Slideshow />);
    expect(slideCaptions()).toEqual([
      ['Upcoming Football Tournament', "Don't miss the exciting matches coming soon!"],
      ['Swimming Pool Opening Soon', 'Get ready to swim and relax at Turf Arena!'],
      ['Day-long Trip & Fun', 'Enjoy games, food, music, and more — all in one place!'],
    ]);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '2 of 3' })).not.toBeInTheDocument();
    expect(current()).toBe('Upcoming Football Tournament');
  });

  test('arrows move and wrap both ways', () => {
    render(<Slideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Swimming Pool Opening Soon');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Day-long Trip & Fun');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Upcoming Football Tournament');
  });

  test('a swipe of more than 50 px moves; a shorter one does not', () => {
    render(<Slideshow />);
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
    render(<Slideshow />);
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
    const { unmount } = render(<Slideshow />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Upcoming Football Tournament');
    unmount();

    preferReducedMotion();
    render(<Slideshow />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Upcoming Football Tournament');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Swimming Pool Opening Soon');
  });

  test('the rotation control stops auto-advance and starts it again; its name says what a press will do', () => {
    vi.useFakeTimers();
    render(<Slideshow />);
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
    render(<Slideshow />);
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
    render(<Slideshow />);
    const rotation = screen.getByRole('button', { name: 'Play slideshow' });
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Upcoming Football Tournament');
    fireEvent.click(rotation);
    expect(rotation.getAttribute('aria-label')).toBe('Pause slideshow');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe('Swimming Pool Opening Soon');
  });

  test("shows the settings' captions, in order, each on the art of its turn", () => {
    renderWithSlides([
      caption('Night league', 'Every Thursday'),
      caption('Eid cup', 'Sign up at the gate'),
      caption('New nets', 'Cricket practice'),
      caption('Family day', 'Bring everyone'),
    ]);
    expect(slideCaptions()).toEqual([
      ['Night league', 'Every Thursday'],
      ['Eid cup', 'Sign up at the gate'],
      ['New nets', 'Cricket practice'],
      ['Family day', 'Bring everyone'],
    ]);
    expect(screen.getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
    expect(current()).toBe('Night league');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Family day');
    // Four slides on three pictures: the fourth repeats the first, the tournament art and its crop.
    const images = Array.from(document.querySelectorAll('.slide img'), (image) => image.getAttribute('src'));
    expect(images).toEqual([SLIDE_ART[0].image, SLIDE_ART[1]?.image, SLIDE_ART[2]?.image, SLIDE_ART[0].image]);
    const first = document.querySelector<HTMLImageElement>('.slide img');
    expect(first?.style.objectPosition).toBe('78% 50%');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(document.querySelectorAll('.slide-dots .dot')).toHaveLength(4);
  });

  test('a single slide shows its caption and no controls: nothing to turn to', () => {
    vi.useFakeTimers();
    renderWithSlides([caption('Open every night', 'Until 6 am')]);
    expect(current()).toBe('Open every night');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('.slide-dots')).toBeNull();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe('Open every night');
  });

  test('on a Bangla page the Bangla captions, and the English where the manager wrote no Bangla', () => {
    renderWithSlides(
      [
        caption('Night league', 'Every Thursday', { title: 'রাতের লিগ', subtitle: 'প্রতি বৃহস্পতিবার' }),
        caption('Eid cup', 'Sign up at the gate'),
      ],
      'bn',
    );
    expect(slideCaptions()).toEqual([
      ['রাতের লিগ', 'প্রতি বৃহস্পতিবার'],
      ['Eid cup', 'Sign up at the gate'],
    ]);
    expect(screen.getByRole('group', { name: '২টির মধ্যে ১' })).toBeInTheDocument();
  });

  test('the default captions have their Bangla: a Bangla page shows no English caption', () => {
    render(
      <TextProvider text={bn}>
        <Slideshow />
      </TextProvider>,
    );
    expect(slideCaptions()).toEqual(DEFAULT_SETTINGS.home.slides.map((slide) => [slide.title.bn, slide.subtitle.bn]));
    expect(current()).toBe('আসছে ফুটবল টুর্নামেন্ট');
  });
});
