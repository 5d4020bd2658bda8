import { createRequire } from 'node:module';
import type * as Antd from 'antd';
import type * as ReactModule from 'react';
import type { Plugin } from 'vite';
import { staticStyles, theme } from '../src/app/theme';

const require = createRequire(import.meta.url);

/** The module main.tsx imports for antd's component styles. */
const ID = 'virtual:antd-styles.css';
const RESOLVED = `\0${ID}`;

/**
 * antd's component styles for the console's theme, written at build time (and once per dev
 * server) rather than by antd in the browser on every page load: the app runs antd with
 * `zeroRuntime` (app/providers.tsx), which renders no styles, and this file holds them all.
 * `@ant-design/static-style-extract` renders every antd component once in Node inside the theme's
 * ConfigProvider and collects the CSS antd generated, as antd's own build does for its antd.css
 * (which carries the default theme, not ours).
 */
function generate(): string {
  const { extractStyle } = require('@ant-design/static-style-extract') as {
    extractStyle: (wrap: (node: unknown) => unknown) => string;
  };
  const React = require('react') as typeof ReactModule;
  const { ConfigProvider } = require('antd') as typeof Antd;
  // Rendering every component says every deprecation once ("Input.Group is deprecated"): the
  // console uses none of them, so the build's output leaves them out.
  const warn = console.warn;
  const error = console.error;
  const unlessAntdWarning =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (!String(args[0]).startsWith('Warning: [antd:')) write(...args);
    };
  console.warn = unlessAntdWarning(warn);
  console.error = unlessAntdWarning(error);
  try {
    return extractStyle((node) =>
      React.createElement(
        ConfigProvider,
        { theme: { ...theme, ...staticStyles } },
        node as ReactModule.ReactNode,
      ),
    );
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

export function antdStyles(): Plugin {
  let css: string | undefined;
  return {
    name: 'console:antd-styles',
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      css ??= generate();
      return css;
    },
  };
}
