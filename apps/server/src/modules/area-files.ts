/**
 * Loads a file an area may have by convention (its handlers, its jobs, its demo data), or answers
 * undefined when the area has none. `load` is the import itself, its path a template on the area's
 * name written in the call, such as `./${area}/${area}.jobs.ts`: that is what lets the bundlers
 * find every such file, esbuild for the built server (scripts/build-server.mjs) and Vite for the
 * tests. `file` is that path, `base` the importing file's `import.meta.url`.
 * Only the file's own absence is forgiven: a file that is there but fails to load, or imports a
 * module that is not, still stops the start.
 */
export async function areaFile<T>(
  load: () => Promise<unknown>,
  file: string,
  base: string,
): Promise<T | undefined> {
  try {
    return (await load()) as T;
  } catch (error) {
    if (isAbsent(error, file, base)) return undefined;
    throw error;
  }
}

/**
 * Each runner says that a file is not there in its own words: Node (through tsx, `npm run dev`)
 * names the file it did not find, which for a file that is there but imports a missing module is
 * that module; Vite (the tests) and esbuild (the built server) bundle the files the pattern
 * matches when they build, and name the path outside it (Vite's written from the importing file's
 * folder).
 */
const BUNDLED_ABSENT = /^(?:Unknown variable dynamic import|Module not found in bundle): (.+)$/;

function isAbsent(error: unknown, file: string, base: string): boolean {
  if (!(error instanceof Error)) return false;
  const target = new URL(file, base).href;
  const { code, url } = error as { code?: unknown; url?: unknown };
  if (code === 'ERR_MODULE_NOT_FOUND') return url === target;
  const named = BUNDLED_ABSENT.exec(error.message)?.[1];
  return named !== undefined && new URL(named, base).href === target;
}
