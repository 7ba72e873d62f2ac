import { PERIODS, type Period } from '@turf/sync-contract/slots';
import { type KeyboardEvent, useRef } from 'react';
import { useText } from '../../i18n/text';

export function tabId(period: Period): string {
  return `period-tab-${period.replace(' ', '-').toLowerCase()}`;
}

export function panelId(period: Period): string {
  return `period-panel-${period.replace(' ', '-').toLowerCase()}`;
}

/** ARIA tabs with automatic activation: arrows move and select, Home/End jump to the ends. */
export function PeriodTabs({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  const listRef = useRef<HTMLDivElement>(null);
  const text = useText().slots;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = PERIODS.indexOf(value);
    const targets: Record<string, number> = {
      ArrowLeft: (current - 1 + PERIODS.length) % PERIODS.length,
      ArrowRight: (current + 1) % PERIODS.length,
      Home: 0,
      End: PERIODS.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const period = PERIODS[target] as Period;
    onChange(period);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(period)}`)?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={text.timeOfDay} className="period-tabs" onKeyDown={onKeyDown}>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          role="tab"
          id={tabId(period)}
          aria-selected={period === value}
          aria-controls={panelId(period)}
          tabIndex={period === value ? 0 : -1}
          onClick={() => onChange(period)}
        >
          {text.periods[period]}
        </button>
      ))}
    </div>
  );
}
