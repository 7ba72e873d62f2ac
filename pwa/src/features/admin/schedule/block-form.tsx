import { BLOCK_REASON_MAX_LENGTH } from '@turf/sync-contract/messages';
import { isPlainText } from '@turf/sync-contract/plain-text';
import { PERIODS, type SlotId } from '@turf/sync-contract/slots';
import { addDays } from '@turf/sync-contract/time';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import type { DaySlot } from '../shared/day-slots';
import { FormField } from '../shared/form-field';
import { FormFooter } from '../shared/form-footer';
import { useCreateBlocks } from './api/create-blocks';
import { slotStateLabel } from './slot-card';

/**
 * Closes slots of one day with a reason: the one slot the manager came from, several, or the whole day. Only slots
 * the server would block can be ticked (free and not started); a booked one says so instead.
 */
export function BlockForm({
  date,
  slots,
  initial,
  disabledReason,
  onBlocked,
}: {
  date: string;
  /** The venue day's sixteen slots (its Late Night is the next date's early hours). */
  slots: readonly DaySlot[];
  /** The slots ticked when the form opens. */
  initial: readonly SlotId[];
  disabledReason: string | null;
  /** The server blocked them: how many, for the board to say so. */
  onBlocked: (count: number) => void;
}) {
  const { blockForm: text, schedule, format } = useAdminText();
  const ids = useId();
  const blockable = slots.filter((slot) => slot.blockable).map((slot) => slot.slot.slotId);
  const [chosen, setChosen] = useState<ReadonlySet<SlotId>>(
    () => new Set(initial.filter((slotId) => blockable.includes(slotId))),
  );
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateBlocks();
  const submitRef = useRef<HTMLButtonElement>(null);
  const trimmed = reason.trim();
  const reasonError = trimmed === '' ? text.reasonRequired : !isPlainText(trimmed) ? text.reasonHidden : undefined;
  const slotsError = chosen.size === 0 ? text.chooseSlot : undefined;

  useEffect(() => {
    if (create.isError && document.activeElement === document.body) submitRef.current?.focus();
  }, [create.isError]);

  function toggle(slotId: SlotId, on: boolean) {
    create.reset();
    const next = new Set(chosen);
    if (on) next.add(slotId);
    else next.delete(slotId);
    setChosen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (slotsError) {
      document.getElementById(`${ids}-slots`)?.focus();
      return;
    }
    if (reasonError) {
      document.getElementById(`${ids}-reason`)?.focus();
      return;
    }
    if (create.isPending) return;
    // By date (a venue day's Late Night is the next date's), each in the day's order, as the server lists them back.
    const byDate = new Map<string, SlotId[]>();
    for (const slot of slots) {
      if (!slot.blockable || !chosen.has(slot.slot.slotId)) continue;
      byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot.slot.slotId]);
    }
    const bodies = [...byDate].map(([day, slotIds]) => ({ date: day, slotIds, reason: trimmed }));
    create.mutate(bodies, { onSuccess: (blocks) => onBlocked(blocks.length) });
  }

  const wholeDay = blockable.length > 0 && blockable.every((slotId) => chosen.has(slotId));
  const held = slots.filter((slot) => !slot.blockable);
  return (
    <form className="adm-form" noValidate onSubmit={submit}>
      {/* The reason and the button first: on a phone they are not below sixteen checkboxes (issue 29). */}
      <FormField
        id={`${ids}-reason`}
        label={text.reason}
        list={`${ids}-reasons`}
        maxLength={BLOCK_REASON_MAX_LENGTH}
        autoComplete="off"
        value={reason}
        onChange={(event) => {
          create.reset();
          setReason(event.target.value);
        }}
        hint={text.reasonHint}
        error={submitted ? reasonError : undefined}
      />
      <datalist id={`${ids}-reasons`}>
        {text.suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <FormFooter
        error={create.error}
        disabledReason={disabledReason}
        pending={create.isPending}
        submitRef={submitRef}
        label={create.isPending ? text.blocking : text.blockCount(chosen.size)}
      />
      <fieldset
        className="adm-slot-picks"
        id={`${ids}-slots`}
        tabIndex={-1}
        aria-describedby={submitted && slotsError ? `${ids}-slots-error` : undefined}
      >
        <legend>{text.slotsOn(date)}</legend>
        <div className="adm-slot-picks__quick">
          <button
            type="button"
            className="adm-button adm-button--quiet"
            aria-pressed={wholeDay}
            disabled={blockable.length === 0}
            onClick={() => {
              create.reset();
              setChosen(new Set(wholeDay ? [] : blockable));
            }}
          >
            {text.wholeDay}
          </button>
          {held.length > 0 && <p className="adm-muted adm-small">{text.held(held.length)}</p>}
        </div>
        {PERIODS.map((period) => (
          <div key={period} className="adm-slot-picks__period">
            <p className="adm-slot-picks__name">
              {format.period(period)}
              {period === 'Late Night' && (
                <span className="adm-muted"> · {schedule.afterMidnight(addDays(date, 1))}</span>
              )}
            </p>
            {slots
              .filter((slot) => slot.slot.period === period)
              .map((slot) => (
                <label key={slot.slot.slotId} className="adm-check adm-slot-picks__slot">
                  <input
                    type="checkbox"
                    checked={chosen.has(slot.slot.slotId)}
                    disabled={!slot.blockable}
                    onChange={(event) => toggle(slot.slot.slotId, event.target.checked)}
                  />
                  <span>
                    {format.slotTime(slot.slot.time)} <span className="adm-muted">{slot.slot.slotId}</span>
                    {!slot.blockable && <span className="adm-muted"> - {slotStateLabel(slot, schedule.state)}</span>}
                  </span>
                </label>
              ))}
          </div>
        ))}
        {submitted && slotsError && (
          <p id={`${ids}-slots-error`} className="adm-field__error">
            {slotsError}
          </p>
        )}
      </fieldset>
    </form>
  );
}
