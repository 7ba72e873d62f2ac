import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icon';
import { useLocalText } from '../../i18n/local-text';
import { useText } from '../../i18n/text';
import { useVenueSettings } from '../../lib/venue-settings';
import { DRAG_ELASTICITY, SLIDE_INTERVAL_MS, SLIDE_TRANSITION_MS, SWIPE_THRESHOLD_PX, slideArt } from './slides';
import { useDocumentHidden, usePrefersReducedMotion } from './use-media';

const EASING = 'cubic-bezier(0.22, 0.61, 0.36, 1)';

interface Drag {
  pointerId: number;
  startX: number;
  dx: number;
}

/**
 * The home page's banner: CSS transforms driven by the Web Animations API, pointer events for swipes (no
 * carousel library: this is ~2 KB). Slides enter from the side of travel and the leaving one exits opposite.
 *
 * Its captions are the venue's settings (`home.slides`, 1 to 10, in the visitor's language); the pictures are the
 * site's own art, in turn. It turns by itself unless the visitor asked for less motion; its first control stops and
 * restarts that (the APG carousel's rotation control, WCAG 2.2.2), for touch and screen-reader users who cannot hover
 * to pause it. A single slide has nothing to turn to, so it shows no controls.
 */
export function Slideshow() {
  const text = useText().home;
  const local = useLocalText();
  const slides = useVenueSettings((settings) => settings.home.slides);
  const count = slides.length;
  const turns = count > 1;
  const [chosen, setChosen] = useState(0);
  // A newer version of the settings may have fewer slides than the one the visitor was on: back to the first.
  const index = chosen < count ? chosen : 0;
  /** The visitor's own play/pause choice; until they make one, reduced motion means paused. */
  const [rotationChoice, setRotationChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const hidden = useDocumentHidden();
  const reducedMotion = usePrefersReducedMotion();
  const rotating = rotationChoice ?? !reducedMotion;
  const rotationRef = useRef<HTMLButtonElement>(null);
  const indexRef = useRef(0);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const drag = useRef<Drag | null>(null);

  const go = useCallback(
    (direction: 1 | -1, fromOffsetPx = 0) => {
      const from = indexRef.current < count ? indexRef.current : 0;
      const to = (from + direction + count) % count;
      indexRef.current = to;
      setChosen(to);
      const leaving = slideRefs.current[from];
      const entering = slideRefs.current[to];
      if (leaving) leaving.style.transform = '';
      if (reducedMotion || !entering?.animate || !leaving?.animate) return;
      const timing = { duration: SLIDE_TRANSITION_MS, easing: EASING };
      entering.animate([{ transform: `translateX(${direction * 100}%)` }, { transform: 'translateX(0)' }], timing);
      // The leaving slide is already hidden by React's render; the animation keeps it visible while it exits.
      leaving.animate(
        [
          { transform: `translateX(${fromOffsetPx}px)`, visibility: 'visible' },
          { transform: `translateX(${-direction * 100}%)`, visibility: 'visible' },
        ],
        timing,
      );
    },
    [count, reducedMotion],
  );

  // Hover, focus and a drag hold the slide only for as long as they last; the rotation control's choice stays.
  const paused = !turns || !rotating || hovered || focused || dragging || hidden;
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer after every move.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => go(1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, go, index]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!turns || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.dx = event.clientX - current.startX;
    const slide = slideRefs.current[indexRef.current];
    if (slide && !reducedMotion) slide.style.transform = `translateX(${current.dx * DRAG_ELASTICITY}px)`;
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const offset = reducedMotion ? 0 : current.dx * DRAG_ELASTICITY;
    if (Math.abs(current.dx) > SWIPE_THRESHOLD_PX) {
      go(current.dx < 0 ? 1 : -1, offset);
      return;
    }
    const slide = slideRefs.current[indexRef.current];
    if (!slide) return;
    slide.style.transform = '';
    if (offset !== 0 && slide.animate) {
      slide.animate([{ transform: `translateX(${offset}px)` }, { transform: 'translateX(0)' }], {
        duration: 250,
        easing: EASING,
      });
    }
  }

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={text.slideshow.label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Focus on a slide or an arrow holds the slide; focus on the rotation control does not, or "Play" would
      // do nothing until focus left.
      onFocus={(event) => setFocused(event.target !== rotationRef.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {turns ? (
        <div className="slide-controls">
          <div className="slide-dots" aria-hidden="true">
            {slides.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is a position; captions may repeat.
              <span key={i} className={i === index ? 'dot is-current' : 'dot'} />
            ))}
          </div>
          <button
            ref={rotationRef}
            type="button"
            className="round-button slide-button slide-rotation"
            aria-label={rotating ? text.slideshow.pause : text.slideshow.play}
            onClick={() => setRotationChoice(!rotating)}
          >
            <Icon name={rotating ? 'pause' : 'play'} />
          </button>
        </div>
      ) : null}
      <div
        className="slides"
        aria-live={paused ? 'polite' : 'off'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {slides.map((slide, i) => {
          const art = slideArt(i);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel marks each slide as a group; a fieldset is for form controls.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position (its picture is the position's); captions may repeat.
              key={i}
              ref={(element) => {
                slideRefs.current[i] = element;
              }}
              className={i === index ? 'slide is-current' : 'slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideshow.slideOf(i + 1, count)}
              aria-hidden={i === index ? undefined : true}
            >
              <img
                src={art.image}
                alt=""
                width="1200"
                height="600"
                draggable={false}
                // The first slide is the largest paint: decoded with the page's first frame, not after it.
                decoding={i === 0 ? 'sync' : 'async'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                style={art.focus ? { objectPosition: art.focus } : undefined}
              />
              <div className="slide-caption">
                <h2>{local(slide.title)}</h2>
                <p>{local(slide.subtitle)}</p>
              </div>
            </div>
          );
        })}
      </div>
      {turns ? (
        <>
          <button
            type="button"
            className="round-button slide-button slide-prev"
            aria-label={text.slideshow.previous}
            onClick={() => go(-1)}
          >
            <Icon name="left" />
          </button>
          <button
            type="button"
            className="round-button slide-button slide-next"
            aria-label={text.slideshow.next}
            onClick={() => go(1)}
          >
            <Icon name="right" />
          </button>
        </>
      ) : null}
    </section>
  );
}
