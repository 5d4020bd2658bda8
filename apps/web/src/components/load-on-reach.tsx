import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';

/**
 * What a stand-in spreads on its element (the pointer passing over, pressing, the focus coming
 * and going), and what was typed into it once reached, before the real part took its place.
 */
export interface Reach {
  reach: {
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
  typed: string | null;
  /** What was typed, or null once the stand-in has settled it (its field was left). */
  onType: (text: string | null) => void;
}

/**
 * A control whose real part (antd's pickers, 30 KB gzip; its Select, 23) loads when the user
 * reaches it, not with the screen: a light stand-in that looks the same shows the value until
 * the focus reaches it (a click, a tap, Tab, its label); then the real part takes its place with
 * the props `reached` gives (say, focused, and open when the pointer reached it). The pointer
 * passing over starts loading it, so a click usually finds it loaded. Until it has loaded, the
 * stand-in keeps the focus and what is typed into it, and the real part starts with that text.
 */
export function loadOnReach<P extends object>(
  load: () => Promise<ComponentType<P>>,
  StandIn: ComponentType<P & Reach>,
  reached: (how: { byPointer: boolean }) => Partial<P>,
) {
  const Real = lazy(() => load().then((Component) => ({ default: Component })));
  return function LoadOnReach(props: P) {
    const [how, setHow] = useState<{ byPointer: boolean } | null>(null);
    const [typed, setTyped] = useState<string | null>(null);
    // The focus left the stand-in before the real part came: it must not take the focus back.
    const [left, setLeft] = useState(false);
    const pressed = useRef(false);
    const standIn = (
      <StandIn
        {...props}
        typed={typed}
        onType={setTyped}
        reach={{
          onPointerEnter: () => void load(),
          onPointerDown: () => {
            pressed.current = true;
          },
          onFocus: () => {
            setLeft(false);
            // A transition keeps the stand-in, focused, on the screen while the real part loads.
            startTransition(() => setHow({ byPointer: pressed.current }));
          },
          // Text typed and left before the real part came is dropped here, as a Select drops its
          // search on blur; a stand-in that keeps some of it (a picker's typed day) reads it first.
          onBlur: () => {
            setLeft(true);
            setTyped(null);
          },
        }}
      />
    );
    return (
      <Suspense fallback={standIn}>
        {how ? (
          <>
            <Real {...props} {...(left ? {} : reached(how))} />
            {!left && <Replay text={typed} />}
          </>
        ) : (
          standIn
        )}
      </Suspense>
    );
  };
}

/** Types the stand-in's text into the real part's focused input, as the user typed it there. */
function Replay({ text }: { text: string | null }) {
  const first = useRef(text);
  useEffect(() => {
    const input = document.activeElement;
    if (!first.current || !(input instanceof HTMLInputElement) || input.readOnly) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      first.current,
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  return null;
}
