import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionDialog, useQuestion } from '../../src/features/admin/shared/question-dialog';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeAdminApi, makeBooking } from './fake-admin-api';

signedInForEachTest();

// Sunday, November 22, 2026, 9:00 am at the venue.
const NOW = new Date('2026-11-22T03:00:00Z');
const ID = 'PAY-CCC-CCC';

function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

describe('the payment dialog (issue 29, item 10)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    return () => vi.useRealTimers();
  });

  it('names the booking (who, date, slot) and writes the time picked as the panel writes dates', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi({
        pending: [],
        bookings: [makeBooking(ID, '2026-11-24', 'N-2', { name: 'Rahim Uddin', time: '7:30 pm - 9:00 pm' })],
      }).fetch,
    );
    renderAdminPanel('/admin/database');
    await screen.findAllByText('Rahim Uddin');
    const row = document.querySelector<HTMLElement>(`[data-booking-id="${ID}"]`) as HTMLElement;
    press(within(row).getByRole('button', { name: /^Add payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment' });
    expect(within(dialog).getByText(/^Rahim Uddin: /)).toHaveTextContent(
      /^Rahim Uddin: November 24, 2026, 7:30\spm - 9:00\spm \(N-2\)$/,
    );

    // The picker shows the browser's mm/dd/yyyy; the line under it says the same moment the venue's way.
    const received = within(dialog).getByLabelText('Received (optional)');
    expect(received).toHaveAccessibleDescription('Venue time. Leave empty for now.');
    fireEvent.change(received, { target: { value: '2026-11-21T19:30' } });
    expect(received).toHaveAccessibleDescription(/^Venue time: Nov 21, 2026, 7:30\sPM$/);
  });
});

/** A control that asks before it acts, as the panel's do. */
function Asker({ onYes }: { onYes: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Cancel the rest of the series
      </button>
      {asking && (
        <QuestionDialog
          title="Cancel the rest of the series"
          question="Cancel this booking and the later ones?"
          yes="Cancel them"
          no="Keep them"
          onYes={() => {
            setAsking(false);
            onYes();
          }}
          onNo={() => setAsking(false)}
          fallbackFocus={() => {}}
        />
      )}
    </>
  );
}

describe('QuestionDialog: the panel asks in its own dialog', () => {
  it('opens with the safe answer focused; `Keep them` changes nothing and gives the focus back', async () => {
    const onYes = vi.fn();
    render(<Asker onYes={onYes} />);
    const opener = screen.getByRole('button', { name: 'Cancel the rest of the series' });
    press(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the rest of the series' });
    expect(dialog).toHaveTextContent('Cancel this booking and the later ones?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep them' })).toHaveFocus());
    press(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(dialog).not.toBeInTheDocument();
    expect(onYes).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('`Cancel them` goes ahead once', () => {
    const onYes = vi.fn();
    render(<Asker onYes={onYes} />);
    press(screen.getByRole('button', { name: 'Cancel the rest of the series' }));
    press(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel them' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A Delete that asks through useQuestion, and tells where the focus was when its action ran. */
function Deleter({ onGo }: { onGo: (focused: Element | null) => void }) {
  const question = useQuestion();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          question.ask({
            title: 'Delete booking',
            question: 'Delete this booking permanently?',
            yes: 'Delete booking',
            no: 'Keep it',
            go: () => onGo(document.activeElement),
            fallbackFocus: () => {},
          })
        }
      >
        Delete
      </button>
      {question.dialog}
    </>
  );
}

describe('useQuestion: asks as confirm() did', () => {
  it('runs the action once, after the dialog has closed and the focus is back on the control that asked', () => {
    const onGo = vi.fn();
    render(<Deleter onGo={onGo} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    press(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete booking' });
    press(within(dialog).getByRole('button', { name: 'Delete booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onGo).toHaveBeenCalledTimes(1);
    expect(onGo).toHaveBeenCalledWith(opener);
  });

  it('`Keep it` and Escape run nothing', () => {
    const onGo = vi.fn();
    render(<Deleter onGo={onGo} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    press(opener);
    press(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    press(opener);
    // What the browser does on Escape: close the dialog, which fires `close`.
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onGo).not.toHaveBeenCalled();
  });
});
