import type { Plugin } from 'vite';

/** The package a module belongs to (`antd`, `@ant-design/icons`), or `app` for our own code. */
function packageOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return id.includes('/packages/contract/') ? 'contract' : 'app';
  const [scope = '', name = ''] = id.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * With BUNDLE_REPORT=1, prints what each JavaScript chunk of the build holds: its rendered size
 * by package, largest first, and the chunks it imports statically (what loads with it).
 */
export function bundleReport(): Plugin {
  return {
    name: 'console:bundle-report',
    apply: () => process.env.BUNDLE_REPORT === '1',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      chunks.sort((a, b) => b.code.length - a.code.length);
      const lines: string[] = [];
      for (const chunk of chunks) {
        const byPackage = new Map<string, number>();
        for (const [id, info] of Object.entries(chunk.modules)) {
          const name = packageOf(id);
          byPackage.set(name, (byPackage.get(name) ?? 0) + info.renderedLength);
        }
        const parts = [...byPackage]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, size]) => `${name} ${kb(size)}`);
        const entry = chunk.isEntry ? ' (entry)' : '';
        lines.push(`${chunk.fileName}${entry} ${kb(chunk.code.length)}: ${parts.join(', ')}`);
        if (chunk.imports.length > 0) lines.push(`    imports ${chunk.imports.join(' ')}`);
      }
      process.stdout.write(`\nBundle report\n${lines.join('\n')}\n\n`);
    },
  };
}
