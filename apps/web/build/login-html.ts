import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// Relative paths: the config loader bundles these (a workspace package would be left to Node,
// which cannot load TypeScript).
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../packages/contract/src/constants';
import { textAt } from '../../../packages/contract/src/messages';
import { routes, screens } from '../../../packages/contract/src/routes/index';
import {
  LOGIN_IDS,
  LOGIN_TEXT_KEYS,
  type LoginPageData,
  type LoginTextKey,
  type LoginTexts,
} from '../src/features/auth/static-login/data';

const require = createRequire(import.meta.url);

interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

/** An Ant Design icon (the same drawings as @ant-design/icons) as inline SVG markup. */
function icon(name: string, className = ''): string {
  const definition = (
    require(`@ant-design/icons-svg/lib/asn/${name}`) as {
      default: { icon: IconNode };
    }
  ).default.icon;
  const render = ({ tag, attrs, children = [] }: IconNode): string => {
    const attributes = Object.entries(attrs)
      .map(([key, value]) => ` ${key}="${escape(value)}"`)
      .join('');
    return `<${tag}${attributes}>${children.map(render).join('')}</${tag}>`;
  };
  const svg = render({
    ...definition,
    attrs: { ...definition.attrs, width: '1em', height: '1em', fill: 'currentColor' },
  });
  return `<span class="sl-icon ${className}" aria-hidden="true">${svg}</span>`;
}

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function textsOf(language: (typeof LANGUAGES)[number]): LoginTexts {
  const entries = LOGIN_TEXT_KEYS.map((key) => {
    const text = textAt(language, key);
    if (text === undefined) throw new Error(`No ${language} text for ${key}`);
    return [key, text];
  });
  return Object.fromEntries(entries) as LoginTexts;
}

export function loginPageData(): LoginPageData {
  return {
    paths: {
      login: screens['auth.login'].path,
      dashboard: screens['dashboard.show'].path,
      register: screens['accounts.register'].path,
      getPassword: screens['accounts.getPassword'].path,
      resend: screens['accounts.resend'].path,
      publicKey: routes['auth.publicKey'].path,
      captcha: routes['auth.captcha'].path,
      signIn: routes['auth.login'].path,
      setLanguage: routes['accounts.setLanguage'].path,
    },
    texts: Object.fromEntries(LANGUAGES.map((l) => [l, textsOf(l)])) as LoginPageData['texts'],
    console: [],
  };
}

/**
 * The sign-in screen as HTML, in the default language; `data-t` names each text's key, so the
 * script puts the reader's language in before showing it. Hidden until the script shows it:
 * index.html serves every path of the console.
 */
export function loginMarkup(data: LoginPageData): string {
  const texts = data.texts[DEFAULT_LANGUAGE];
  const t = (key: LoginTextKey) => `data-t="${key}">${escape(texts[key])}`;
  const field = (name: 'username' | 'password', iconName: string, type: string, auto: string) => `
        <div class="sl-item">
          <label for="sl-${name}" ${t(`auth.fields.${name}.label`)}</label>
          <span class="sl-input">${icon(iconName)}<input id="sl-${name}" name="${name}" type="${type}" autocomplete="${auto}" aria-describedby="sl-${name}-error"></span>
          <div id="sl-${name}-error" class="sl-error" role="alert"></div>
        </div>`;
  const languages = LANGUAGES.map(
    (l) => `<li role="menuitem" tabindex="-1" data-lang="${l}" ${t(`languages.${l}`)}</li>`,
  ).join('');
  return `
<div id="${LOGIN_IDS.screen}" class="sl" hidden>
  <header class="sl-header">
    <div class="sl-lang">
      <button type="button" id="sl-lang-button" class="sl-text-button" aria-haspopup="menu" aria-expanded="false" aria-controls="sl-lang-menu">${icon('GlobalOutlined')}<span id="sl-lang-current"></span></button>
      <ul id="sl-lang-menu" class="sl-menu" role="menu" aria-labelledby="sl-lang-button" hidden>${languages}</ul>
    </div>
  </header>
  <main class="sl-main">
    <section class="sl-card">
      <h1 class="sl-title" ${t('auth.titles.login')}</h1>
      <div id="sl-unverified" class="sl-alert" role="alert" hidden>${icon('ExclamationCircleFilled', 'sl-warning')}<div><div ${t('errors.auth.account_not_verified')}</div><a id="sl-resend" href="${data.paths.resend}" ${t('auth.actions.resend_verification')}</a></div></div>
      <form id="sl-form" class="sl-form" novalidate>${field('username', 'UserOutlined', 'text', 'username')}${field('password', 'LockOutlined', 'password', 'current-password')}
        <button type="submit" id="sl-submit" class="sl-submit">${icon('LoadingOutlined', 'sl-spin sl-busy')}<span ${t('auth.actions.login')}</span></button>
      </form>
      <div class="sl-footer">
        <p class="sl-captcha" role="status">${icon('LoadingOutlined', 'sl-spin sl-solving')}${icon('SafetyCertificateOutlined', 'sl-ready')}<span id="sl-captcha-text" ${t('auth.messages.captcha_solving')}</span></p>
        <p class="sl-links"><a href="${data.paths.register}" ${t('auth.actions.register')}</a><a href="${data.paths.getPassword}" ${t('auth.actions.forgot_password')}</a></p>
      </div>
    </section>
  </main>
  <div id="sl-notice" class="sl-notice" hidden>${icon('CheckCircleFilled', 'sl-notice-success')}${icon('CloseCircleFilled', 'sl-notice-error')}${icon('InfoCircleFilled', 'sl-notice-info')}<div><div id="sl-notice-title" class="sl-notice-title"></div><div id="sl-notice-text"></div></div></div>
</div>`;
}

/**
 * The files of the console's entry (`main.tsx`, its static imports and their CSS) in the build, so
 * the sign-in screen can fetch them while the user types (empty in `npm run dev`).
 */
function consoleFiles(bundle: OutputBundle | undefined): string[] {
  if (!bundle) return [];
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const main = chunks.find((c) => c.facadeModuleId?.endsWith('/src/main.tsx'));
  if (!main) return [];
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach((name) => {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    });
  };
  visit(main);
  return [...files].map((file) => `/${file}`);
}

/**
 * Writes the sign-in screen into index.html at build time (and in `npm run dev`): its markup, its
 * style and, as JSON, its texts in every language and the paths it needs. The page then shows the
 * form as soon as the HTML and a small script arrive, without React or antd
 * (docs/decisions/static-login.md).
 */
export function staticLogin(): Plugin {
  const cssFile = path.resolve(
    import.meta.dirname,
    '../src/features/auth/static-login/login-screen.css',
  );
  return {
    name: 'console:static-login',
    transformIndexHtml(html, context) {
      const data = loginPageData();
      data.console = consoleFiles(context.bundle);
      const json = JSON.stringify(data).replaceAll('<', '\\u003c');
      const css = fs
        .readFileSync(cssFile, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ');
      return html
        .replace('</head>', `  <style>${css.trim()}</style>\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root"></div>${loginMarkup(data)}\n    <script type="application/json" id="${LOGIN_IDS.data}">${json}</script>`,
        );
    },
  };
}
