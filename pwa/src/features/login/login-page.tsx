import { codeOfAnswer } from '@turf/sync-contract/answer-code';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { LoginBody, LoginResponse } from '@turf/sync-contract/schemas';
import { type ComponentProps, type FormEvent, useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Catalogue } from '../../i18n/catalogue-en';
import { useText } from '../../i18n/text';
import {
  clearStoredToken,
  isValidAdminToken,
  readDeviceToken,
  readStoredToken,
  storeDeviceToken,
  storeToken,
} from '../../lib/admin-session';
import { ApiError, apiRequest, NetworkError } from '../../lib/api-client';
import { useAppReady, useClientValue } from '../../lib/hydration';
import { loginNoticeFrom, returnPathFrom } from '../../lib/login-redirect';
import './login.css';

/**
 * The catalogue's text for the server's code, else the server's error field, else `Login failed` (the API client says
 * `Request failed` when there was none).
 */
function loginErrorText(error: unknown, text: Catalogue): string {
  if (error instanceof NetworkError) return text.login.unreachable(error.message, error.timedOut);
  if (error instanceof ApiError && error.message && error.message !== MESSAGES.requestFailed) {
    const code = codeOfAnswer(error.code);
    return (code ? text.errors[code] : undefined) ?? error.message;
  }
  return text.login.failed;
}

function hasValidStoredToken(): boolean {
  return isValidAdminToken(readStoredToken());
}

/** One labelled input of the login form; both are described by the one error line when it shows. */
function LoginInput({
  label,
  errorId,
  ...inputProps
}: ComponentProps<'input'> & { label: string; errorId?: string | undefined }) {
  return (
    <label className="login__label">
      {label}
      <input className="login__input" {...inputProps} aria-describedby={errorId} />
    </label>
  );
}

/** /login: the manager's way in. Success stores the token and returns to /admin or the page they were sent from. */
export function LoginPage() {
  const text = useText();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  // Read after hydration: the prerendered /login shows the form, as a first visit does.
  const alreadySignedIn = useClientValue(hasValidStoredToken) === true;
  const ready = useAppReady();
  // Why the manager was sent here lives in the history entry, which the prerendered page cannot know.
  const notice = ready && loginNoticeFrom(location.state) !== null ? text.login.sessionEnded : null;

  useEffect(() => {
    // A stored token that no longer works must not ride along on the login call.
    if (!isValidAdminToken(readStoredToken())) clearStoredToken();
  }, []);

  if (alreadySignedIn && !busy) return <Navigate to={returnPathFrom(location.state)} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const deviceToken = readDeviceToken();
    const body: LoginBody = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      ...(deviceToken ? { deviceToken } : {}),
    };
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<LoginResponse>(API_PATHS.login, { method: 'POST', body });
      storeToken(answer.token);
      if (answer.deviceToken) storeDeviceToken(answer.deviceToken);
      navigate(returnPathFrom(location.state), { replace: true });
    } catch (failure) {
      setError(loginErrorText(failure, text));
      setBusy(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <section className="login" aria-labelledby="login-title">
      <h1 id="login-title">{text.login.title}</h1>
      {notice && (
        <p className="login__notice" role="status">
          {notice}
        </p>
      )}
      <form className="login__form" onSubmit={onSubmit} noValidate>
        <LoginInput
          label={text.login.email}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          errorId={describedBy}
        />
        <LoginInput
          label={text.login.password}
          type="password"
          name="password"
          autoComplete="current-password"
          errorId={describedBy}
        />
        {error && (
          <p id={errorId} className="login__error" role="alert">
            {error}
          </p>
        )}
        <button className="login__submit" type="submit" disabled={busy || !ready} aria-busy={busy}>
          {text.login.signIn}
        </button>
      </form>
    </section>
  );
}
