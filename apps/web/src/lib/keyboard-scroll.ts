/**
 * Every table whose body scrolls sideways can be scrolled from the keyboard too (axe's
 * scrollable-region-focusable): its scrolling box, antd's `.ant-table-content`, takes focus and the
 * arrow keys move it. Watching the document once covers every table, on every screen, in tabs and
 * dialogs alike, instead of each table remembering to.
 */
export function keepTablesKeyboardScrollable(root: HTMLElement = document.body): () => void {
  const mark = () => {
    for (const box of root.querySelectorAll('.ant-table-content:not([tabindex])')) {
      box.setAttribute('tabindex', '0');
    }
  };
  mark();
  const observer = new MutationObserver(mark);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
