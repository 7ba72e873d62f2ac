import { type FocusEvent, type KeyboardEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

const CELL = 'td[data-slot-key]';

/** A cell's stops: its enabled buttons (Book, Block, or the one that opens it), else the cell itself. */
function stopsOf(cell: Element | undefined): HTMLElement[] {
  if (!(cell instanceof HTMLElement)) return [];
  const buttons = Array.from(cell.querySelectorAll<HTMLElement>('button:not([disabled])'));
  return buttons.length > 0 ? buttons : [cell];
}

function cellsOf(row: Element | undefined): HTMLElement[] {
  return row ? Array.from(row.querySelectorAll<HTMLElement>(CELL)) : [];
}

/**
 * The week's cells as one stop in the Tab order, moved with the arrow keys (the WAI-ARIA grid pattern, roving
 * tabindex; issue 29): Left and Right go through a cell's buttons and on to the next cell, Up and Down to the same day
 * a slot before or after, Home and End to the row's ends (with Ctrl, the grid's). A cell is no longer 133 Tabs away.
 * The stop stays on the cell last focused, across refreshes; it starts on `initialKey` (the slot now), else the first.
 */
export function useRovingGrid(gridRef: RefObject<HTMLTableElement | null>, initialKey: string | null) {
  /** The slot key of the cell holding the stop. */
  const activeKey = useRef<string | null>(null);

  /** Exactly one stop of the grid takes Tab: `stop` if given, else the active cell's first. */
  const settle = useCallback(
    (stop?: HTMLElement) => {
      const grid = gridRef.current;
      if (!grid) return;
      const cells = Array.from(grid.querySelectorAll<HTMLElement>(CELL));
      const byKey = (key: string | null) => cells.find((cell) => cell.dataset.slotKey === key);
      const cell = stop?.closest<HTMLElement>(CELL) ?? byKey(activeKey.current) ?? byKey(initialKey) ?? cells[0];
      if (!cell) return;
      for (const each of cells) {
        const buttons = each.querySelectorAll<HTMLElement>('button');
        for (const button of buttons) button.tabIndex = -1;
        // A cell is a stop of its own only when it has nothing to press (a past slot, or all off while offline).
        if (stopsOf(each)[0] === each) each.tabIndex = -1;
        else each.removeAttribute('tabindex');
      }
      const chosen = stop && stopsOf(cell).includes(stop) ? stop : stopsOf(cell)[0];
      if (chosen) chosen.tabIndex = 0;
      activeKey.current = cell.dataset.slotKey ?? null;
    },
    [gridRef, initialKey],
  );

  // After every render: a cell's buttons change with its slot (Book becomes the booking's name).
  useLayoutEffect(() => {
    const focused = document.activeElement;
    settle(focused instanceof HTMLElement && gridRef.current?.contains(focused) ? focused : undefined);
  });

  const onFocus = useCallback(
    (event: FocusEvent<HTMLTableElement>) => {
      if (event.target instanceof HTMLElement && event.target.closest(CELL)) settle(event.target);
    },
    [settle],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const grid = gridRef.current;
      const from = event.target;
      if (!grid || !(from instanceof HTMLElement)) return;
      const cell = from.closest<HTMLElement>(CELL);
      if (!cell) return;
      const rows = Array.from(grid.querySelectorAll('tbody tr')).filter((row) => row.querySelector(CELL));
      const rowIndex = rows.indexOf(cell.parentElement as Element);
      const row = cellsOf(rows[rowIndex]);
      const column = row.indexOf(cell);
      const stops = stopsOf(cell);
      const at = stops.indexOf(from);
      let next: HTMLElement | undefined;
      switch (event.key) {
        case 'ArrowRight':
          next = stops[at + 1] ?? stopsOf(row[column + 1])[0];
          break;
        case 'ArrowLeft':
          next = at > 0 ? stops[at - 1] : stopsOf(row[column - 1]).at(-1);
          break;
        case 'ArrowDown':
          next = stopsOf(cellsOf(rows[rowIndex + 1])[column])[0];
          break;
        case 'ArrowUp':
          next = stopsOf(cellsOf(rows[rowIndex - 1])[column])[0];
          break;
        case 'Home':
          next = stopsOf(event.ctrlKey ? cellsOf(rows[0])[0] : row[0])[0];
          break;
        case 'End':
          next = stopsOf(event.ctrlKey ? cellsOf(rows.at(-1)).at(-1) : row.at(-1)).at(-1);
          break;
        default:
          return;
      }
      event.preventDefault();
      if (!next) return;
      settle(next);
      next.focus();
    },
    [gridRef, settle],
  );

  return { onFocus, onKeyDown };
}
