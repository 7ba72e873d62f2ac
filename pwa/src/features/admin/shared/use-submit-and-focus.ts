import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** What the hook needs of the form's mutation (React Query's `useMutation` result). */
interface SubmitMutation {
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface SubmitAndFocusOptions<Fields, Name extends string> {
  initial: Fields | (() => Fields);
  mutation: SubmitMutation;
  /** The fields in the order the form shows them: a failed check focuses the first with an error. */
  fieldOrder: readonly Name[];
  /** The field a refusal of the server is about, by its code; null (or none given) for the form as a whole. */
  fieldOfRefusal?: (error: unknown) => Name | null;
}

/** A field's input, or for a group of radios (a fieldset) its checked option, else its first, to give focus to. */
function focusTarget(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLFieldSetElement)) return element;
  return element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>('input');
}

/**
 * A panel form's fields, its submit and where focus goes: a check that fails on submit shows every error and focuses
 * the first field in error; a refusal of the server focuses the field refused, else the submit button, which dropped
 * focus while it was disabled. Focus the manager moved elsewhere stays. An edit clears the server's last answer.
 */
export function useSubmitAndFocus<Fields, Name extends string>({
  initial,
  mutation,
  fieldOrder,
  fieldOfRefusal,
}: SubmitAndFocusOptions<Fields, Name>) {
  const formId = useId();
  const [fields, setFields] = useState<Fields>(initial);
  const [submitted, setSubmitted] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const idOf = (name: Name) => `${formId}-${name}`;
  const { isError, error, reset } = mutation;

  useEffect(() => {
    const active = document.activeElement;
    if (!isError || (active !== document.body && active !== submitRef.current)) return;
    const field = fieldOfRefusal?.(error) ?? null;
    const target = field === null ? null : focusTarget(`${formId}-${field}`);
    (target ?? submitRef.current)?.focus();
  }, [isError, error, formId, fieldOfRefusal]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    reset();
    setFields((current) => ({ ...current, [key]: value }));
  };

  /**
   * The form's `onSubmit` up to sending: true when `errors` (the check of the fields as they are) has none, else
   * false with the errors shown and the first field in error focused.
   */
  const checkOnSubmit = (event: FormEvent, errors: Partial<Record<Name, string>>): boolean => {
    event.preventDefault();
    setSubmitted(true);
    const first = fieldOrder.find((name) => errors[name]);
    if (first === undefined) return true;
    focusTarget(idOf(first))?.focus();
    return false;
  };

  /** The errors to show: none until the first submit, so a form is not red before the manager has typed. */
  const shown = <E extends Partial<Record<Name, string>>>(errors: E): Partial<E> => (submitted ? errors : {});

  return { fields, set, idOf, submitRef, checkOnSubmit, shown };
}
