import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Placeholder } from './placeholder';

/**
 * A part of a screen that is not shown at first (a tab not chosen, a dialog not opened) as a
 * component that loads its code when it first renders, a skeleton in its place meanwhile: the
 * screen's first visit downloads only what it shows (docs/performance.md, "Web delivery").
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Placeholder />,
) {
  const Part = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/**
 * Whether a dialog has ever been open: render a `lazyPart` dialog only from then on, so its code
 * loads on the first open and it stays mounted for its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
