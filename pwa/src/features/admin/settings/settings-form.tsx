import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { AdminCatalogue } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { ApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/online';
import { describeFailure } from '../shared/describe-failure';
import { FormFooter } from '../shared/form-footer';
import { useSaveSettings } from './api/save-settings';
import { checkDraft, type FieldProblem, fieldId } from './check-draft';
import { writeAt } from './draft-path';
import { EventsSection } from './events-section';
import { HomeSection } from './home-section';
import { HorizonSection } from './horizon-section';
import { PaymentsSection } from './payments-section';
import { PricesSection } from './prices-section';
import { type SettingsDraft, toDraft, toSettings } from './settings-draft';
import type { SettingsFields } from './settings-fields';
import { VenueSection } from './venue-section';
import { VisitorsSection } from './visitors-section';
import { WaitlistSection } from './waitlist-section';

type Outcome =
  | { kind: 'saved'; version: number }
  | { kind: 'invalid' }
  | { kind: 'refused' }
  | { kind: 'conflict' }
  | { kind: 'failed'; error: unknown };

function problemText(problem: FieldProblem, text: AdminCatalogue['settings']['problems']): string {
  return problem.kind === 'tooLong' ? text.tooLong(problem.max) : text[problem.kind];
}

/** The field a 400 names (`"prices.regular.Night" must be…`): the input itself, or the English one of a text. */
function refusedField(error: ApiError): string | null {
  const path = /"([^"]+)"/.exec(error.message)?.[1];
  if (!path) return null;
  return [path, `${path}.en`].find((candidate) => document.getElementById(fieldId(candidate))) ?? null;
}

/**
 * The settings as one form, saved whole with the version it was loaded at. A refusal is shown on its field; a save by
 * another phone in between is said plainly, and the newest settings are loaded only when the manager asks (what was
 * typed here is then dropped, and the message says so before).
 */
export function SettingsForm({
  loaded,
  onLoadNewest,
}: {
  loaded: VersionedSettings;
  /** Fetch the latest version and start the form again from it. */
  onLoadNewest: () => void;
}) {
  const admin = useAdminText();
  const text = admin.settings;
  const online = useOnline();
  const save = useSaveSettings();
  const [version, setVersion] = useState(loaded.version);
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(loaded.settings));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<{ path: string; message: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const problems = useMemo(() => checkDraft(draft), [draft]);

  // After a refused save, the first marked field in the form's order takes the focus (and so is scrolled to).
  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  function edited(change: (current: SettingsDraft) => SettingsDraft) {
    setDraft(change);
    setRefused(null);
    // A message about the last save is about a document that is no longer the one on screen.
    setOutcome((current) => (current?.kind === 'conflict' ? current : null));
  }

  const fields: SettingsFields = {
    draft,
    set: (path, value) => edited((current) => writeAt(current, path, value)),
    update: edited,
    touch: (path) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    errorOf: (path) => {
      if (refused?.path === path) return refused.message;
      const problem = problems.get(path);
      return problem && (submitted || touched.has(path)) ? problemText(problem, text.problems) : undefined;
    },
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || outcome?.kind === 'conflict') return;
    setSubmitted(true);
    if (problems.size > 0) {
      setOutcome({ kind: 'invalid' });
      setFocusInvalid((count) => count + 1);
      return;
    }
    setOutcome(null);
    save.mutate(
      { version, settings: toSettings(draft) },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setDraft(toDraft(saved.settings));
          setTouched(new Set());
          setSubmitted(false);
          setOutcome({ kind: 'saved', version: saved.version });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setOutcome({ kind: 'conflict' });
            return;
          }
          const path = error instanceof ApiError && error.status === 400 ? refusedField(error) : null;
          if (path) {
            setRefused({ path, message: describeFailure(error, admin) });
            setOutcome({ kind: 'refused' });
            setFocusInvalid((count) => count + 1);
          } else setOutcome({ kind: 'failed', error });
        },
      },
    );
  }

  return (
    <form ref={formRef} className="adm-form adm-settings" noValidate onSubmit={submit}>
      <p className="adm-muted adm-settings__version">{text.version(version)}</p>
      <VenueSection fields={fields} />
      <PricesSection fields={fields} />
      <HorizonSection fields={fields} />
      <PaymentsSection fields={fields} />
      <VisitorsSection fields={fields} />
      <WaitlistSection fields={fields} />
      <HomeSection fields={fields} />
      <EventsSection fields={fields} />
      <div className="adm-settings__save">
        {/* Present from the start, so the screen reader hears "Saved" when it is written in. */}
        <p className="adm-settings__status" role="status">
          {outcome?.kind === 'saved' ? text.saved(outcome.version) : ''}
        </p>
        {outcome?.kind === 'invalid' && (
          <p className="adm-error" role="alert">
            {text.fixFirst}
          </p>
        )}
        {outcome?.kind === 'refused' && (
          <p className="adm-error" role="alert">
            {text.refused}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p className="adm-error" role="alert">
            {describeFailure(outcome.error, admin)}
          </p>
        )}
        {outcome?.kind === 'conflict' && (
          <div className="adm-warning adm-settings__conflict" role="alert">
            <p>{text.conflict}</p>
            <p>{text.conflictHelp}</p>
            <button type="button" className="adm-button adm-button--confirm" onClick={onLoadNewest}>
              {text.loadNewest}
            </button>
          </div>
        )}
        <FormFooter
          error={null}
          disabledReason={online ? null : text.needConnection}
          pending={false}
          waiting={save.isPending || outcome?.kind === 'conflict'}
          submitRef={submitRef}
          label={save.isPending ? text.saving : text.save}
        />
      </div>
    </form>
  );
}
