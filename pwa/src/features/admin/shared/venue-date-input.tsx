import type { InputHTMLAttributes } from 'react';
import { useAdminText } from '../../../i18n/admin-text';

/**
 * A date field that reads in the panel's own format (`Tue, Nov 24, 2026`, or in Bangla) instead of the browser's
 * `mm/dd/yyyy` (issue 29). The native field stays underneath, so its calendar, its keyboard entry and its label work
 * as they did: the date in the panel's words covers its text at rest and steps aside while it has focus.
 */
export function VenueDateInput({
  value,
  className,
  ...field
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { value: string }) {
  const { format } = useAdminText();
  // The words are the wrapper's generated content, with an empty alternative text: the field's label and its own
  // value stay what a screen reader reads, said once.
  return (
    <span className="adm-date-input" data-shown={value === '' ? undefined : format.shortDate(value)}>
      <input type="date" className={className ?? 'adm-input'} value={value} {...field} />
    </span>
  );
}
