import type { ReactNode } from 'react';

/**
 * A box that scrolls what it holds, reachable by keyboard (axe's scrollable-region-focusable): a keyboard user
 * focuses it and scrolls with the arrow keys; its name says what is inside (a named section is a region).
 */
export function ScrollRegion({
  label,
  className = 'adm-scroll-region',
  children,
}: {
  label: string;
  /** The box's look: a bordered list by default; the Reports' heatmap scrolls sideways in its own. */
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled box must take focus to be scrolled by keyboard.
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
