import type { Plugin } from 'vite';

/**
 * Parts of antd components that our screens never (or rarely) show, but that the components
 * import statically, so every screen with the component downloads them:
 * - Card imports Tabs for its `tabList` (Tabs: 6 kB gzip with its style);
 * - Table's column filter imports Tree for `filterMode: 'tree'` (10 kB);
 * - Result imports its three illustrations (403, 404, 500: 9 kB) for every status.
 * Each import is answered with a stand-in that loads the real part on first render (React.lazy),
 * so a screen that uses the feature still gets it, a moment later; the others never download it.
 * And Table's row selection takes four helpers from @rc-component/tree's index, which brings the
 * whole tree component (8 kB): it gets them from the files that define them. antd's form context,
 * which every input, button and modal imports, takes `FormProvider` from @rc-component/form's
 * index, which keeps the whole form (fields, lists, the validator: 10 kB gzip) in the shell of
 * every screen: it gets it from its own file; screens with a form still load the rest.
 * Only these importers are touched: any other import of Tabs, Tree or Result is left as it is.
 */
const PARTS: { importer: string; source: string; target: string }[] = [
  { importer: '/antd/es/card/Card.js', source: '../tabs', target: 'antd/es/tabs' },
  {
    importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js',
    source: '../../../tree',
    target: 'antd/es/tree',
  },
  { importer: '/antd/es/result/index.js', source: './noFound', target: 'antd/es/result/noFound' },
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

export function lazyAntdParts(): Plugin {
  return {
    name: 'console:lazy-antd-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const narrowed = NARROWED.find((n) => n.source === source && importer?.endsWith(n.importer));
      if (narrowed) return narrowed.id;
      const part = PARTS.find((p) => p.source === source && importer?.endsWith(p.importer));
      return part ? PREFIX + part.target : null;
    },
    load(id) {
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
  };
}
