import type { Language } from '@console/contract/constants';
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
import { asFailure, getJson, postJson, saveLanguage, type Failure } from './login-http';

/**
 * The sign-in screen without React or antd (docs/decisions/static-login.md): the build writes its
 * HTML into index.html; this script shows it in the reader's language and runs the form as
 * LoginForm did: required fields, the captcha solved in the background, the password encrypted
 * with the server's key, errors (the unverified-account notice with its link, the server's message
 * otherwise), and on success the session stored as the console stores it and the page that asked
 * opened (or the dashboard), where the console says "Login successfully".
 */

type Field = 'username' | 'password';

const NOTICE_MS = 4500;

/** What every step of the screen reads: the page's data, the reader's language and its texts. */
interface LoginContext {
  data: LoginPageData;
  language: Language;
  texts: LoginPageData['texts'][Language];
  t: (key: LoginTextKey) => string;
}

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
  const context: LoginContext = { data, language, texts, t: (key) => texts[key] };

  const screen = byId(LOGIN_IDS.screen);
  showTexts(screen, context);
  setUpLanguageMenu(context);
  const showNotice = noticeBoard(context);
  const captcha = captchaKeeper(screen, context);
  captcha.prepare();
  const publicKey = publicKeyKeeper(context);
  const fields = setUpFields(context);
  setUpSubmit(context, { fields, captcha, publicKey, showNotice });

  screen.hidden = false;
  // After an activation or a password reset the screen opens with the account's name
  // (`?username=`), so the password is what is left to type.
  const username = new URLSearchParams(window.location.search).get('username');
  if (username) fields.inputs.username.value = username;
  fields.inputs[username ? 'password' : 'username'].focus();
  const handedOff = takeHandedOffNotice();
  if (handedOff) showNotice(handedOff);
  return true;
}

/** The screen's texts in the reader's language, and the page's language and its own title. */
function showTexts(screen: HTMLElement, { language, t }: LoginContext) {
  screen.querySelectorAll<HTMLElement>('[data-t]').forEach((element) => {
    element.textContent = t(element.dataset.t as LoginTextKey);
  });
  document.documentElement.lang = language;
  // As the console titles its screens (lib/use-document-title.ts): "<screen> · <app name>".
  document.title = `${t('auth.titles.login')} · ${t('app.name')}`;
}

/** The language menu: opened by its button, walked with the arrow keys, closed by Escape. */
function setUpLanguageMenu({ language, t }: LoginContext) {
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
}

/** Notices, as antd's notification shows them: one at a time, gone after 4.5 s. */
function noticeBoard({ t }: LoginContext) {
  const notice = byId('sl-notice');
  let noticeTimer: number | undefined;
  return ({ kind, text, detail }: HandedOffNotice) => {
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
}

/** The captcha, solved in the background from the start; a new one after each attempt. */
function captchaKeeper(screen: HTMLElement, { data, language, t }: LoginContext) {
  const captchaStatus = screen.querySelector<HTMLElement>('.sl-captcha');
  const captchaText = byId('sl-captcha-text');
  const captchaReady = (ready: boolean) => {
    captchaStatus?.classList.toggle('sl-done', ready);
    captchaText.textContent = t(
      ready ? 'auth.messages.captcha_ready' : 'auth.messages.captcha_solving',
    );
  };
  let captcha: Promise<string | undefined> | null = null;
  const prepare = () => {
    const attempt = getJson<CaptchaChallenge>(data.paths.captcha, language)
      .then(captchaToken)
      .catch(() => undefined);
    captcha = attempt;
    void attempt.then((token) => {
      if (captcha === attempt) captchaReady(token !== undefined);
    });
    return attempt;
  };
  const take = () => {
    const attempt = captcha ?? prepare();
    captcha = null;
    captchaReady(false);
    return attempt;
  };
  return { prepare, take };
}

/** The server's public key for the password, read once and again after a refusal of it. */
function publicKeyKeeper({ data, language }: LoginContext) {
  let publicKey: Promise<string> | null = null;
  const get = () => {
    publicKey ??= getJson<{ key: string }>(data.paths.publicKey, language).then(({ key }) => key);
    publicKey.catch(() => {
      publicKey = null;
    });
    return publicKey;
  };
  return {
    get,
    forget: () => {
      publicKey = null;
    },
  };
}

/** The two fields with their errors, each checked as it is typed in, and the pending state. */
function setUpFields({ data, t }: LoginContext) {
  const submitButton = byId<HTMLButtonElement>('sl-submit');
  const inputs: Record<Field, HTMLInputElement> = {
    username: byId<HTMLInputElement>('sl-username'),
    password: byId<HTMLInputElement>('sl-password'),
  };
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
  const fetchConsoleAhead = consolePrefetch(data.console);
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
  return { inputs, check, setFieldError, setPending };
}

/** The console opens after a sign-in: its files come while the user types, not after. */
function consolePrefetch(files: readonly string[]) {
  let fetchedAhead = false;
  return () => {
    if (fetchedAhead) return;
    fetchedAhead = true;
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
      if (file.endsWith('.css')) link.as = 'style';
      link.href = file;
      document.head.append(link);
    }
  };
}

interface LoginParts {
  fields: ReturnType<typeof setUpFields>;
  captcha: ReturnType<typeof captchaKeeper>;
  publicKey: ReturnType<typeof publicKeyKeeper>;
  showNotice: (notice: HandedOffNotice) => void;
}

/** The form's submit: both fields checked, then the sign-in, or what refused it. */
function setUpSubmit(context: LoginContext, parts: LoginParts) {
  const { inputs, check, setPending } = parts.fields;
  const unverified = byId('sl-unverified');
  const resend = byId<HTMLAnchorElement>('sl-resend');
  byId<HTMLFormElement>('sl-form').addEventListener('submit', (event) => {
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
    void signIn(context, parts, username, password).catch((error: unknown) => {
      setPending(false);
      parts.captcha.prepare();
      showFailure(context, parts, asFailure(error), () => {
        resend.href = `${context.data.paths.resend}?${new URLSearchParams({ login: username })}`;
        unverified.hidden = false;
      });
    });
  });
}

/**
 * Signs in with the password encrypted and the captcha's token, stores the session as the console
 * does, and opens the page that asked (or the dashboard), where the console says "Login successfully".
 */
async function signIn(
  { data, language }: LoginContext,
  { captcha, publicKey }: LoginParts,
  username: string,
  password: string,
) {
  const [key, token] = await Promise.all([publicKey.get(), captcha.take()]);
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
  window.location.replace(target === '/' ? data.paths.dashboard : target);
}

/**
 * A refused sign-in: the unverified-account notice with its resend link (`showUnverified`), or
 * the fields' errors and the server's message.
 */
function showFailure(
  { texts, t }: LoginContext,
  { fields, publicKey, showNotice }: LoginParts,
  failure: Failure,
  showUnverified: () => void,
) {
  const errorText = (of: Failure) => {
    const key = `errors.${of.message}`;
    return key in texts
      ? t(key as LoginTextKey)
      : of.detail || t('common.messages.something_wrong');
  };
  if (failure.message === 'auth.invalid_password_encryption') publicKey.forget();
  if (failure.message === 'auth.account_not_verified') {
    showUnverified();
    return;
  }
  for (const { field, message, detail } of failure.errors) {
    if (field === 'username' || field === 'password') {
      fields.setFieldError(field, detail || errorText({ ...failure, message, detail: '' }));
    }
  }
  showNotice({ kind: 'error', text: errorText(failure) });
}
