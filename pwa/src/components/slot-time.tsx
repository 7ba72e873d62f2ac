import { Fragment } from 'react';

/**
 * A slot's time text, `6:00 pm - 7:30 pm`, with each clock kept whole: a narrow card may break the line at the
 * dash, never between `6:00` and `pm`. The text itself (what is read aloud, copied, matched) stays as it is.
 */
export function SlotTime({ time }: { time: string }) {
  return (
    <>
      {time.split(' - ').map((clock, i) => (
        <Fragment key={clock}>
          {i > 0 ? ' - ' : null}
          <span className="clock">{clock}</span>
        </Fragment>
      ))}
    </>
  );
}
