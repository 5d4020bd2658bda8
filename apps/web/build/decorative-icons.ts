import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Every Ant Design icon names itself to a screen reader by its drawing's English name
 * (`<span role="img" aria-label="down">`, "search", "calendar", "close"): a Vietnamese reader
 * heard English words beside every select, picker and search box, and a button's name came out as
 * "edit Sửa". In the console an icon never carries meaning alone: a button or link with an icon
 * says what it does in its own text or `aria-label`, in the reader's language (the every-screen
 * walk's axe run fails a control without a name). So each icon is hidden from assistive technology
 * (`aria-hidden`), antd's own inside its components as well as ours, unless its caller gives it an
 * `aria-label` of its own.
 *
 * Each icon module of @ant-design/icons (`es/icons/*.js`) draws through one base component
 * (`../components/AntdIcon` or its light twin); this plugin answers that import with a wrapper of
 * the same base, in the build, the dev server and its pre-bundled dependencies alike.
 */
const ICONS_DIR = '/@ant-design/icons/es/icons/';
const BASES = ['../components/AntdIcon', '../components/AntdIconLight'];
const PREFIX = '\0console-decorative-icon:';

function wrapperOf(base: string): string {
  return [
    "import * as React from 'react';",
    `import Base from ${JSON.stringify(base)};`,
    'const DecorativeIcon = React.forwardRef(function DecorativeIcon(props, ref) {',
    "  const named = props['aria-label'] !== undefined;",
    "  return React.createElement(Base, { 'aria-label': undefined, 'aria-hidden': named ? undefined : true, ...props, ref });",
    '});',
    'DecorativeIcon.getTwoToneColor = Base.getTwoToneColor;',
    'DecorativeIcon.setTwoToneColor = Base.setTwoToneColor;',
    'export default DecorativeIcon;',
  ].join('\n');
}

export function decorativeIcons(): Plugin {
  return {
    name: 'console:decorative-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !BASES.includes(source) || !importer.includes(ICONS_DIR)) {
        return null;
      }
      return `${PREFIX}${path.resolve(path.dirname(importer), source)}.js`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? wrapperOf(id.slice(PREFIX.length)) : null;
    },
  };
}
