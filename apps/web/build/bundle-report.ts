import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** The package a module belongs to (`antd`, `@ant-design/icons`), or `app` for our own code. */
function packageOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) {
    if (id.includes('/packages/contract/src/locales/')) return 'contract locales';
    return id.includes('/packages/contract/') ? 'contract' : 'app';
  }
  const [scope = '', name = ''] = id.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipSize = (code: string) => zlib.gzipSync(code, { level: 9 }).length;

/**
 * With BUNDLE_REPORT=1, prints what each JavaScript chunk of the build holds: its minified and
 * gzip size, its share by package, largest first (the gzip of a package is its share of the
 * chunk's, by rendered size: an estimate), and the chunks it imports statically (what loads with
 * it). BUNDLE_REPORT=modules also names each chunk's modules of 2 kB or more (rendered size).
 */
export function bundleReport(): Plugin {
  return {
    name: 'console:bundle-report',
    apply: () => process.env.BUNDLE_REPORT === '1' || process.env.BUNDLE_REPORT === 'modules',
    generateBundle(_options, bundle) {
      const modules = process.env.BUNDLE_REPORT === 'modules';
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      chunks.sort((a, b) => b.code.length - a.code.length);
      const lines: string[] = [];
      for (const chunk of chunks) {
        const byPackage = new Map<string, number>();
        let rendered = 0;
        for (const [id, info] of Object.entries(chunk.modules)) {
          const name = packageOf(id);
          byPackage.set(name, (byPackage.get(name) ?? 0) + info.renderedLength);
          rendered += info.renderedLength;
        }
        const gzip = gzipSize(chunk.code);
        const parts = [...byPackage]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, size]) => `${name} ~${kb((gzip * size) / Math.max(rendered, 1))}`);
        const entry = chunk.isEntry ? ' (entry)' : '';
        lines.push(
          `${chunk.fileName}${entry} ${kb(chunk.code.length)}, gzip ${kb(gzip)}: ${parts.join(', ')}`,
        );
        if (chunk.imports.length > 0) lines.push(`    imports ${chunk.imports.join(' ')}`);
        if (modules) {
          const big = Object.entries(chunk.modules)
            .filter(([, info]) => info.renderedLength >= 2048)
            .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
            .map(
              ([id, info]) => `${id.replace(/^.*node_modules\//, '')} ${kb(info.renderedLength)}`,
            );
          if (big.length > 0) lines.push(`    modules ${big.join(', ')}`);
        }
      }
      process.stdout.write(`\nBundle report (gzip by package: estimates)\n${lines.join('\n')}\n\n`);
    },
  };
}
