import { configure, getConfig } from '@testing-library/react';
import { use, type ComponentType } from 'react';
import { afterEach, beforeEach } from 'vitest';

/**
 * A part of a screen that loads on demand (antd's Select or pickers behind a stand-in, a tab),
 * held back as a slow network holds its chunk, so a test sees what shows until it has come.
 *
 * A test file mocks the part's module with `heldModule` (in `vi.mock`'s factory, which Vitest
 * runs once, on the module's first import; a synchronous factory, as two imports of an async one
 * under way at once answered one of them the real module), calls `holdParts()`, and `release()`
 * when the part may come. A module is imported once per file; each part of it stays a component
 * that suspends while held, so every test starts held again, as a first visit does.
 */
let gate = { promise: Promise.resolve(), release: () => {} };
let imports = 0;

/** Holds every held part from now until `release()`. */
export function hold(): void {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  gate = { promise, release };
}

/** Lets the held parts come, as the chunk's download ends. */
export function release(): void {
  gate.release();
}

/** How many times a held module was imported in this file (its chunk downloaded). */
export function importsOfHeldModules(): number {
  return imports;
}

/** A component that suspends while the parts are held, then renders the real one. */
function heldComponent<P extends object>(Real: ComponentType<P>): ComponentType<P> {
  return function Held(props: P) {
    // Always asked (React's rule for use()); a released gate answers at once.
    use(gate.promise);
    return <Real {...props} />;
  };
}

/** The module with each of its components (exports whose name starts with a capital, or the default) held. */
export function heldModule<M extends Record<string, unknown>>(module: M): M {
  imports += 1;
  const held: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    const component = name === 'default' || /^[A-Z]/.test(name);
    held[name] = component ? heldComponent(value as ComponentType<object>) : value;
  }
  return held as M;
}

/**
 * Every test of the file starts with the parts held, and React renders as in the browser: a part
 * that comes while the test waits renders when it comes. Inside act(), the scope testing-library
 * wraps every event in, React never rendered a part that came after the scope had ended, and the
 * stand-in stayed for good; so events run outside it, and the test waits with `waitFor`/`findBy`.
 */
export function holdParts(): void {
  const { eventWrapper } = getConfig();
  beforeEach(() => {
    hold();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    configure({ eventWrapper: (event) => event() });
  });
  afterEach(() => {
    release();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    configure({ eventWrapper });
  });
}
