import { REQUEST_TIMEOUT_MS, type Language } from '@console/contract/constants';
import type { CaptchaChallenge, Session } from '@console/contract/schemas/auth';
import { normalizeUsername } from '@console/contract/usernames';
import { returnTargetFrom } from '../../../lib/auth/return-target';
import { getSession, startSession } from '../../../lib/auth/session';
import { captchaToken } from '../../../lib/captcha/captcha-token';
import { encryptPassword } from '../../../lib/crypto/encrypt-password';
import {
  adoptLanguage,
  currentLanguage,
  markPickedBeforeSignIn,
  switchLanguage,
  takePickedBeforeSignIn,
} from '../../../lib/i18n/language';
import {
  handOffNotice,
  takeHandedOffNotice,
  type HandedOffNotice,
} from '../../../lib/notice-handoff';
import { LOGIN_IDS, type LoginPageData, type LoginTextKey } from './data';

/**
 * The sign-in screen without React or antd (docs/decisions/static-login.md): the build writes its
 * HTML into index.html; this script shows it in the reader's language and runs the form as
 * LoginForm did: required fields, the captcha solved in the background, the password encrypted
 * with the server's key, errors (the unverified-account notice with its link, the server's message
 * otherwise), and on success the session stored as the console stores it and the page that asked
 * opened (or home), where the console says "Login successfully".
 */

interface Failure {
  status: number;
  message: string;
  detail: string;
  errors: { field: string; message: string; detail?: string }[];
}

type Field = 'username' | 'password';

const NOTICE_MS = 4500;

function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The sign-in screen has no #${id}`);
  return element as T;
}

function readData(): LoginPageData | null {
  const element = document.getElementById(LOGIN_IDS.data);
  return element?.textContent ? (JSON.parse(element.textContent) as LoginPageData) : null;
}

/**
 * Shows and runs the sign-in screen when this page is the login page and no one is signed in;
 * answers false otherwise (the console then loads).
 */
export function startLoginScreen(): boolean {
  const data = readData();
  if (!data || window.location.pathname !== data.paths.login || getSession()) return false;
  const language: Language = currentLanguage();
  const texts = data.texts[language];
  const t = (key: LoginTextKey) => texts[key];

  const screen = byId(LOGIN_IDS.screen);
  screen.querySelectorAll<HTMLElement>('[data-t]').forEach((element) => {
    element.textContent = t(element.dataset.t as LoginTextKey);
  });
  document.documentElement.lang = language;
  document.title = t('app.name');

  // Language menu.
  const langButton = byId<HTMLButtonElement>('sl-lang-button');
  const langMenu = byId<HTMLUListElement>('sl-lang-menu');
  const langItems = [...langMenu.querySelectorAll<HTMLLIElement>('[data-lang]')];
  const languageName = t(`languages.${language}`);
  byId('sl-lang-current').textContent = languageName;
  langButton.setAttribute('aria-label', `${t('header.language')}: ${languageName}`);
  const openMenu = (open: boolean) => {
    langMenu.hidden = !open;
    langButton.setAttribute('aria-expanded', String(open));
    if (open) (langItems.find((item) => item.dataset.lang !== language) ?? langItems[0])?.focus();
  };
  langItems.forEach((item) => {
    if (item.dataset.lang === language) item.setAttribute('aria-disabled', 'true');
    item.addEventListener('click', () => {
      if (item.dataset.lang !== language) {
        // The next sign-in in this tab saves the pick on the account (docs/decisions/self-service.md).
        markPickedBeforeSignIn();
        switchLanguage(item.dataset.lang as Language);
      }
    });
  });
  langButton.addEventListener('click', () => openMenu(langMenu.hidden));
  langMenu.addEventListener('keydown', (event) => {
    const at = langItems.indexOf(document.activeElement as HTMLLIElement);
    if (event.key === 'Escape') {
      openMenu(false);
      langButton.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      langItems[(at + step + langItems.length) % langItems.length]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      langItems[at]?.click();
    }
  });
  document.addEventListener('click', (event) => {
    if (!langMenu.hidden && !langButton.parentElement?.contains(event.target as Node)) {
      openMenu(false);
    }
  });

  // Notices, as antd's notification shows them: one at a time, gone after 4.5 s.
  const notice = byId('sl-notice');
  let noticeTimer: number | undefined;
  const showNotice = ({ kind, text, detail }: HandedOffNotice) => {
    notice.dataset.kind = kind;
    notice.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    const title =
      kind === 'success' ? t('common.success') : kind === 'error' ? t('common.error') : text;
    byId('sl-notice-title').textContent = title;
    byId('sl-notice-text').textContent =
      kind === 'info' ? (detail ?? '') : [text, detail].filter(Boolean).join(' ');
    notice.hidden = false;
    window.clearTimeout(noticeTimer);
    noticeTimer = window.setTimeout(() => {
      notice.hidden = true;
    }, NOTICE_MS);
  };

  // The captcha, solved in the background from the start; a new one after each attempt.
  const captchaStatus = screen.querySelector<HTMLElement>('.sl-captcha');
  const captchaText = byId('sl-captcha-text');
  const captchaReady = (ready: boolean) => {
    captchaStatus?.classList.toggle('sl-done', ready);
    captchaText.textContent = t(
      ready ? 'auth.messages.captcha_ready' : 'auth.messages.captcha_solving',
    );
  };
  let captcha: Promise<string | undefined> | null = null;
  const prepareCaptcha = () => {
    const attempt = getJson<CaptchaChallenge>(data.paths.captcha, language)
      .then(captchaToken)
      .catch(() => undefined);
    captcha = attempt;
    void attempt.then((token) => {
      if (captcha === attempt) captchaReady(token !== undefined);
    });
    return attempt;
  };
  const takeCaptcha = () => {
    const attempt = captcha ?? prepareCaptcha();
    captcha = null;
    captchaReady(false);
    return attempt;
  };
  prepareCaptcha();

  let publicKey: Promise<string> | null = null;
  const getPublicKey = () => {
    publicKey ??= getJson<{ key: string }>(data.paths.publicKey, language).then(({ key }) => key);
    publicKey.catch(() => {
      publicKey = null;
    });
    return publicKey;
  };

  // The form.
  const form = byId<HTMLFormElement>('sl-form');
  const submitButton = byId<HTMLButtonElement>('sl-submit');
  const inputs: Record<Field, HTMLInputElement> = {
    username: byId<HTMLInputElement>('sl-username'),
    password: byId<HTMLInputElement>('sl-password'),
  };
  const unverified = byId('sl-unverified');
  const resend = byId<HTMLAnchorElement>('sl-resend');

  const setFieldError = (field: Field, message: string) => {
    const input = inputs[field];
    input.closest('.sl-item')?.classList.toggle('sl-invalid', message !== '');
    input.setAttribute('aria-invalid', String(message !== ''));
    byId(`sl-${field}-error`).textContent = message;
  };
  const requiredKey: Record<Field, LoginTextKey> = {
    username: 'validation.username_required',
    password: 'validation.password_required',
  };
  /** The form's own checks (the contract's loginRequest): each field is required. */
  const check = (field: Field): boolean => {
    const value = field === 'username' ? inputs[field].value.trim() : inputs[field].value;
    setFieldError(field, value === '' ? t(requiredKey[field]) : '');
    return value !== '';
  };
  // The console opens after a sign-in: its files come while the user types, not after.
  let fetchedAhead = false;
  const fetchConsoleAhead = () => {
    if (fetchedAhead) return;
    fetchedAhead = true;
    for (const file of data.console) {
      const link = document.createElement('link');
      link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
      if (file.endsWith('.css')) link.as = 'style';
      link.href = file;
      document.head.append(link);
    }
  };
  (Object.keys(inputs) as Field[]).forEach((field) =>
    inputs[field].addEventListener('input', () => {
      fetchConsoleAhead();
      check(field);
    }),
  );

  const setPending = (pending: boolean) => {
    Object.values(inputs).forEach((input) => {
      input.disabled = pending;
    });
    submitButton.disabled = pending;
    submitButton.classList.toggle('sl-pending', pending);
  };

  const errorText = (failure: Failure) => {
    const key = `errors.${failure.message}`;
    return key in texts
      ? t(key as LoginTextKey)
      : failure.detail || t('common.messages.something_wrong');
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const valid = [check('username'), check('password')];
    if (!valid.every(Boolean)) {
      inputs[valid[0] ? 'password' : 'username'].focus();
      return;
    }
    const username = inputs.username.value;
    const password = inputs.password.value;
    unverified.hidden = true;
    setPending(true);
    void (async () => {
      try {
        const [key, token] = await Promise.all([getPublicKey(), takeCaptcha()]);
        const session = await postJson<Session>(data.paths.signIn, language, {
          username: normalizeUsername(username),
          password: await encryptPassword(password, key),
          token,
        });
        startSession(session);
        // A language picked here just now becomes the account's; otherwise the account's own
        // language is the one the console opens in.
        let opensIn = language;
        if (takePickedBeforeSignIn()) {
          await saveLanguage(data.paths.setLanguage, session.access_token, language);
        } else if (session.language && adoptLanguage(session.language)) {
          opensIn = session.language;
        }
        handOffNotice({
          kind: 'success',
          text: data.texts[opensIn]['auth.messages.login_success'],
        });
        const target = returnTargetFrom(window.location.search, data.paths.login);
        window.location.replace(target === '/' ? data.paths.home : target);
      } catch (error) {
        setPending(false);
        prepareCaptcha();
        const failure = asFailure(error);
        if (failure.message === 'auth.invalid_password_encryption') publicKey = null;
        if (failure.message === 'auth.account_not_verified') {
          resend.href = `${data.paths.resend}?${new URLSearchParams({ login: username })}`;
          unverified.hidden = false;
          return;
        }
        for (const { field, message, detail } of failure.errors) {
          if (field === 'username' || field === 'password') {
            setFieldError(field, detail || errorText({ ...failure, message, detail: '' }));
          }
        }
        showNotice({ kind: 'error', text: errorText(failure) });
      }
    })();
  });

  screen.hidden = false;
  inputs.username.focus();
  const handedOff = takeHandedOffNotice();
  if (handedOff) showNotice(handedOff);
  return true;
}

function asFailure(error: unknown): Failure {
  if (error && typeof error === 'object' && 'status' in error) return error as Failure;
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return {
    status: 0,
    message: timedOut ? 'client.timeout' : 'client.network',
    detail: '',
    errors: [],
  };
}

/** Saves the language on the account just signed in; the sign-in goes on if this fails. */
async function saveLanguage(url: string, accessToken: string, language: Language): Promise<void> {
  await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}

async function send<T>(url: string, language: Language, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Accept-Language': language, ...init.headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as
    (Partial<Failure> & { success?: boolean }) | undefined;
  if (response.ok && body?.success === true) return body as T;
  const known = typeof body?.message === 'string';
  const failure: Failure = {
    status: response.status,
    message: known
      ? (body.message as string)
      : response.status >= 500
        ? 'common.internal'
        : 'client.invalid_response',
    detail: known ? (body.detail ?? '') : '',
    errors: Array.isArray(body?.errors) ? body.errors : [],
  };
  throw failure;
}

function getJson<T>(url: string, language: Language): Promise<T> {
  return send<T>(url, language);
}

function postJson<T>(url: string, language: Language, body: unknown): Promise<T> {
  return send<T>(url, language, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
