import type { Language } from '@console/contract/constants';

/**
 * The texts the sign-in screen shows, by key of the contract's locale files. The build writes them,
 * for every language, into index.html beside the screen's markup (build/login-html.ts); the
 * screen's script reads them from there, so it loads no translation file.
 */
export const LOGIN_TEXT_KEYS = [
  'app.name',
  'auth.titles.login',
  'auth.fields.username.label',
  'auth.fields.password.label',
  'auth.actions.login',
  'auth.actions.register',
  'auth.actions.forgot_password',
  'auth.actions.resend_verification',
  'auth.messages.captcha_solving',
  'auth.messages.captcha_ready',
  'auth.messages.login_success',
  'errors.auth.account_not_verified',
  'validation.username_required',
  'validation.password_required',
  'header.language',
  'languages.en',
  'languages.vi',
  'common.success',
  'common.error',
  'common.messages.something_wrong',
  'errors.connection.network',
  'errors.connection.timeout',
  'errors.connection.invalid_response',
] as const;

export type LoginTextKey = (typeof LOGIN_TEXT_KEYS)[number];
export type LoginTexts = Record<LoginTextKey, string>;

/** What the build hands the sign-in screen's script, as JSON in index.html. */
export interface LoginPageData {
  /** Screens (`login`, `dashboard`, `register`, `getPassword`, `resend`) and calls (`publicKey`, `captcha`, `signIn`). */
  paths: {
    login: string;
    /** Where a sign-in goes when no page asked (the console's `/` would redirect there). */
    dashboard: string;
    register: string;
    getPassword: string;
    resend: string;
    publicKey: string;
    captcha: string;
    signIn: string;
    /** Saves the language picked on this screen on the account just signed in. */
    setLanguage: string;
  };
  texts: Record<Language, LoginTexts>;
  /** The console's first files (scripts and CSS), fetched ahead once the user starts typing. */
  console: string[];
}

/** Ids of the elements the build writes into index.html. */
export const LOGIN_IDS = {
  screen: 'static-login',
  data: 'static-login-data',
} as const;
