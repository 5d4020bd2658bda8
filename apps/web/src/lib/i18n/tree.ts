/** Translation tables as nested objects, which is how i18next reads `a.b.c` keys by default. */
export interface Tree {
  [key: string]: string | Tree;
}

/** Turns `{ 'browsers.not_found': text }` into `{ browsers: { not_found: text } }`. */
export function nestKeys(flat: Record<string, string>): Tree {
  const root: Tree = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === 'string') throw new Error(`Translation key ${key} clashes with ${part}`);
      node = next ?? (node[part] = {});
    }
    node[leaf] = text;
  }
  return root;
}

export function mergeTrees(base: Tree, extra: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    if (typeof current === 'object' && typeof value === 'object') {
      merged[key] = mergeTrees(current, value);
    } else if (current !== undefined) {
      throw new Error(`Translation key ${key} is defined twice`);
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

export function flattenTree(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenTree(value, path));
  }
  return flat;
}
