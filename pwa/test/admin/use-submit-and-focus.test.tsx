import { fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useSubmitAndFocus } from '../../src/features/admin/shared/use-submit-and-focus';

interface Fields {
  name: string;
  method: string;
}
type Name = keyof Fields;

const refusedField = (error: unknown): Name | null => (error === 'method refused' ? 'method' : null);

/** A form as the panel's are: a text field, a radio group, the submit button; `error` is the server's last answer. */
function TestForm({ error, onSend }: { error: unknown; onSend: () => void }) {
  const mutation = { isError: error !== null, error, reset: () => {} };
  const { fields, set, idOf, submitRef, checkOnSubmit, shown } = useSubmitAndFocus<Fields, Name>({
    initial: { name: '', method: 'cash' },
    mutation,
    fieldOrder: ['name', 'method'],
    fieldOfRefusal: refusedField,
  });
  const checked = { name: fields.name.trim() === '' ? 'Name is required' : undefined };
  const errors = shown(checked);
  function submit(event: FormEvent) {
    if (checkOnSubmit(event, checked)) onSend();
  }
  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor={idOf('name')}>Name</label>
      <input id={idOf('name')} value={fields.name} onChange={(event) => set('name', event.target.value)} />
      {errors.name && <p role="alert">{errors.name}</p>}
      <fieldset id={idOf('method')}>
        <legend>Method</legend>
        {['bkash', 'cash'].map((method) => (
          <label key={method}>
            <input
              type="radio"
              name={idOf('method')}
              checked={fields.method === method}
              onChange={() => set('method', method)}
            />
            {method}
          </label>
        ))}
      </fieldset>
      <button ref={submitRef} type="submit">
        Save
      </button>
    </form>
  );
}

describe('useSubmitAndFocus', () => {
  it('shows no error before the first submit; then shows it, focuses the first field in error and sends nothing', () => {
    let sent = 0;
    render(<TestForm error={null} onSend={() => sent++} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(sent).toBe(0);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rahim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toBe(1);
  });

  it('a refusal about a field focuses that field (a radio group: its checked option) once focus was lost', () => {
    const { rerender } = render(<TestForm error={null} onSend={() => {}} />);
    rerender(<TestForm error="method refused" onSend={() => {}} />);
    expect(screen.getByRole('radio', { name: 'cash' })).toHaveFocus();
  });

  it('a refusal of the form as a whole gives focus back to the submit button; focus moved elsewhere stays', () => {
    const { rerender } = render(<TestForm error={null} onSend={() => {}} />);
    rerender(<TestForm error="server down" onSend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    rerender(<TestForm error={null} onSend={() => {}} />);
    screen.getByLabelText('Name').focus();
    rerender(<TestForm error="server down again" onSend={() => {}} />);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
