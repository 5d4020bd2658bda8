import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A package's index that re-exports all its parts (antd, the icons): what is used is not in the graph. */
const isBarrel = (id: string) => /node_modules\/(antd|@ant-design\/icons)\/es\/index\.js$/.test(id);

/**
 * The modules a file imports statically, itself included, transitively; not through a barrel,
 * whose parts the bundler keeps only when used.
 */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || isBarrel(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * Two chunks instead of some sixty small ones: what the page's first script (`boot.ts`) imports,
 * which /login loads, and what every signed-in screen loads besides, the console (`main.tsx`)
 * and its layout with everything they import statically (react-dom, the router, antd's shell
 * components; the parts of antd they use come along). The bundler would split these by the sets
 * of screens that share each module; a signed-in page loads them all anyway, and gzip compresses
 * them better together (40 KB less on a first visit, docs/performance.md).
 * The two entries stay chunks of their own: `main.tsx` renders when it runs, so importing a
 * shared module must not run it; the sign-in page's modules are claimed first, so the console's
 * chunk never reaches /login.
 */
export function consoleChunks(root: string) {
  const src = path.join(root, 'src');
  const boot = path.join(src, 'boot.ts');
  const main = path.join(src, 'main.tsx');
  let login: Set<string> | null = null;
  let signedIn: Set<string> | null = null;
  const loginOf = (graph: ModuleGraph) => (login ??= staticClosure(graph, boot));
  return [
    {
      name: (id: string, graph: ModuleGraph) =>
        id !== boot && loginOf(graph).has(id) ? 'boot' : null,
      priority: 2,
    },
    {
      name(id: string, graph: ModuleGraph): string | null {
        signedIn ??= new Set(
          [main, path.join(src, 'app/layout/app-layout.tsx')]
            .flatMap((file) => [...staticClosure(graph, file)])
            .filter((module) => module !== main && !loginOf(graph).has(module)),
        );
        return signedIn.has(id) ? 'console' : null;
      },
      priority: 1,
    },
  ];
}
