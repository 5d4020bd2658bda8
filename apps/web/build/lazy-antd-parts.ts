import type { Plugin } from 'vite';

/**
 * Parts of antd components that our screens never (or rarely) show, but that the components
 * import statically, so every screen with the component downloads them:
 * - Card imports Tabs for its `tabList` (Tabs: 6 kB gzip with its style);
 * - Table's column filter imports Tree for `filterMode: 'tree'` (10 kB);
 * - Result imports its three illustrations (403, 404, 500: 9 kB) for every status;
 * - Pagination imports Select for its page-size changer (17 kB), which a table without paging or
 *   with few rows never shows (the forms' selects load when reached: components/select.tsx);
 * - Table imports Pagination (7 kB), which an empty table or one without paging never shows.
 * Each import is answered with a stand-in that loads the real part on first render (React.lazy),
 * so a screen that uses the feature still gets it, a moment later; the others never download it.
 * And Table's row selection takes four helpers from @rc-component/tree's index, which brings the
 * whole tree component (8 kB): it gets them from the files that define them. antd's form context,
 * which every input, button and modal imports, takes `FormProvider` from @rc-component/form's
 * index, which keeps the whole form (fields, lists, the validator: 10 kB gzip) in the shell of
 * every screen: it gets it from its own file; screens with a form still load the rest.
 * Only these importers are touched: any other import of Tabs, Tree, Result, Select or
 * Pagination is left as it is.
 */
const PARTS: { importer: string; source: string; target: string }[] = [
  { importer: '/antd/es/card/Card.js', source: '../tabs', target: 'antd/es/tabs' },
  {
    importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js',
    source: '../../../tree',
    target: 'antd/es/tree',
  },
  { importer: '/antd/es/result/index.js', source: './noFound', target: 'antd/es/result/noFound' },
  { importer: '/antd/es/pagination/Pagination.js', source: '../select', target: 'antd/es/select' },
  {
    importer: '/antd/es/table/InternalTable.js',
    source: '../pagination',
    target: 'antd/es/pagination',
  },
  {
    importer: '/antd/es/result/index.js',
    source: './serverError',
    target: 'antd/es/result/serverError',
  },
  {
    importer: '/antd/es/result/index.js',
    source: './unauthorized',
    target: 'antd/es/result/unauthorized',
  },
];

const PREFIX = '\0console-lazy:';

const NARROWED: { importer: string; source: string; id: string; code: string }[] = [
  {
    importer: '/antd/es/table/hooks/useSelection.js',
    source: '@rc-component/tree',
    id: '\0console-narrow:rc-tree-helpers',
    code: [
      "export { arrAdd, arrDel } from '@rc-component/tree/es/util';",
      "export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';",
      "export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';",
    ].join('\n'),
  },
  {
    importer: '/antd/es/form/context.js',
    source: '@rc-component/form',
    id: '\0console-narrow:rc-form-provider',
    code: "export { FormProvider } from '@rc-component/form/es/FormContext';",
  },
  {
    // A column's filter menu (Checkbox, Radio, the search Input, the Tree: 4 kB gzip without the
    // Tree) loads when a column with `filters` first renders; until then its title shows alone.
    // useFilter also takes `flattenKeys` from that file: the same six lines, here.
    importer: '/antd/es/table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    id: '\0console-lazy:table-filter-dropdown',
    code: [
      "import { createElement, lazy, Suspense } from 'react';",
      "const Part = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));",
      'export default function LazyFilterDropdown(props) {',
      '  return createElement(Suspense, { fallback: props.children }, createElement(Part, props));',
      '}',
      'export function flattenKeys(filters) {',
      '  return (filters || []).flatMap(({ value, children }) =>',
      '    children ? [value, ...flattenKeys(children)] : [value],',
      '  );',
      '}',
    ].join('\n'),
  },
  {
    // Radio.Group names its radios by antd's form helper, a two-line function in the file of
    // Form.useForm, which imports the whole @rc-component/form; the same function, alone.
    importer: '/antd/es/radio/group.js',
    source: '../form/hooks/useForm',
    id: '\0console-narrow:antd-name-path',
    code: [
      "import { toArray } from 'antd/es/form/util';",
      "export const toNamePathStr = (name) => toArray(name).join('_');",
    ].join('\n'),
  },
];

/**
 * Table's row selection (its hook with Checkbox, Radio, the selections Dropdown and rc-tree's
 * helpers: 13 kB gzip) loads with the first table that has `rowSelection`; the other tables never
 * download it. InternalTable's `useSelection` is answered with a stand-in hook that decides once per
 * table, on its first render: without `rowSelection` it leaves the columns as they are (what the
 * real hook does then); with it, it suspends until the real hook has loaded and calls it from then
 * on. A table that gains `rowSelection` after its first render shows no checkboxes: give it the
 * selection from the start, or a `key` that changes with it. The selection's four constants
 * (`Table.SELECTION_COLUMN` …) move to a module of their own, which the real hook imports too, so
 * they stay one value each.
 */
const SELECTION_FILE = '/antd/es/table/hooks/useSelection.js';
const SELECTION_CONSTANTS = '\0console-narrow:table-selection-constants';
const SELECTION_HOOK = '\0console-lazy-hook:table-selection';
const CONSTANT_LINES = [
  'export const SELECTION_COLUMN = {};',
  "export const SELECTION_ALL = 'SELECT_ALL';",
  "export const SELECTION_INVERT = 'SELECT_INVERT';",
  "export const SELECTION_NONE = 'SELECT_NONE';",
];
const CONSTANT_NAMES = 'SELECTION_COLUMN, SELECTION_ALL, SELECTION_INVERT, SELECTION_NONE';
const selectionHook = [
  "import { use, useRef } from 'react';",
  `import { SELECTION_COLUMN } from '${SELECTION_CONSTANTS}';`,
  'let real = null;',
  'let loading = null;',
  'const load = () =>',
  "  (loading ??= import('antd/es/table/hooks/useSelection').then((m) => {",
  '    real = m.default;',
  '  }));',
  'const NONE = new Set();',
  'const withoutSelection = (columns) => columns.filter((column) => column !== SELECTION_COLUMN);',
  'export default function useSelection(config, rowSelection) {',
  '  const selecting = useRef(Boolean(rowSelection)).current;',
  '  if (!selecting) return [withoutSelection, NONE];',
  '  if (!real) use(load());',
  '  return real(config, rowSelection);',
  '}',
].join('\n');

/** The selection hook's file, its constants taken from their own module. */
function selectionFile(code: string): string {
  let out = code;
  for (const line of CONSTANT_LINES) {
    if (!out.includes(line)) throw new Error(`lazy-antd-parts: ${SELECTION_FILE} changed: ${line}`);
    out = out.replace(line, '');
  }
  return `import { ${CONSTANT_NAMES} } from '${SELECTION_CONSTANTS}';\nexport { ${CONSTANT_NAMES} };\n${out}`;
}

export function lazyAntdParts(): Plugin {
  return {
    name: 'console:lazy-antd-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === SELECTION_CONSTANTS) return source;
      if (importer?.includes('/antd/es/table/') && /^\.\.?\/(hooks\/)?useSelection$/.test(source)) {
        return importer.endsWith('/antd/es/table/InternalTable.js')
          ? SELECTION_HOOK
          : SELECTION_CONSTANTS;
      }
      const narrowed = NARROWED.find((n) => n.source === source && importer?.endsWith(n.importer));
      if (narrowed) return narrowed.id;
      const part = PARTS.find((p) => p.source === source && importer?.endsWith(p.importer));
      return part ? PREFIX + part.target : null;
    },
    load(id) {
      if (id === SELECTION_CONSTANTS) return CONSTANT_LINES.join('\n');
      if (id === SELECTION_HOOK) return selectionHook;
      const narrowed = NARROWED.find((n) => n.id === id);
      if (narrowed) return narrowed.code;
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Part = lazy(() => import('${target}'));`,
        'export default function LazyPart(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(Part, props));',
        '}',
      ].join('\n');
    },
    transform(code, id) {
      return id.endsWith(SELECTION_FILE) ? selectionFile(code) : null;
    },
  };
}
