import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';

/** What a stand-in spreads on its element: the pointer passing over, pressing, the focus. */
export interface Reach {
  reach: {
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
  };
}

/**
 * A control whose real part (antd's pickers, 30 KB gzip; its Select, 23) loads when the user
 * reaches it, not with the screen: a light stand-in that looks the same shows the value until
 * the focus reaches it (a click, a tap, Tab, its label); then the real part takes its place with
 * the props `reached` gives (say, focused, and open when the pointer reached it). The pointer
 * passing over starts loading it, so a click usually finds it loaded.
 */
export function loadOnReach<P extends object>(
  load: () => Promise<ComponentType<P>>,
  StandIn: ComponentType<P & Reach>,
  reached: (how: { byPointer: boolean }) => Partial<P>,
) {
  const Real = lazy(() => load().then((Component) => ({ default: Component })));
  return function LoadOnReach(props: P) {
    const [how, setHow] = useState<{ byPointer: boolean } | null>(null);
    const pressed = useRef(false);
    const standIn = (
      <StandIn
        {...props}
        reach={{
          onPointerEnter: () => void load(),
          onPointerDown: () => {
            pressed.current = true;
          },
          onFocus: () => setHow({ byPointer: pressed.current }),
        }}
      />
    );
    if (!how) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Real {...props} {...reached(how)} />
      </Suspense>
    );
  };
}
