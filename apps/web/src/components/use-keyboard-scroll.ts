import { useEffect, useRef } from 'react';

/**
 * A table whose body scrolls sideways can be scrolled from the keyboard too: its scrolling box
 * (antd's `.ant-table-content`) takes focus, and the arrow keys move it.
 */
export function useKeyboardScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll('.ant-table-content') ?? []) {
      box.setAttribute('tabindex', '0');
    }
  });
  return ref;
}
