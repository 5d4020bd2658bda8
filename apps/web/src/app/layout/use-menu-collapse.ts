import { MENU_COLLAPSE_WIDTH } from '@console/contract/constants';
import { useState } from 'react';
import { useMediaQuery } from '../../lib/hooks/use-media-query';

/**
 * The side menu folds at 768 px and below (antd's `md` breakpoint folds only below 768). A user's
 * own toggle holds until the window crosses the breakpoint again.
 */
export function useMenuCollapse(): [boolean, (collapsed: boolean) => void] {
  const narrow = useMediaQuery(`(max-width: ${MENU_COLLAPSE_WIDTH}px)`);
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const collapsed = choice && choice.narrow === narrow ? choice.collapsed : narrow;
  return [collapsed, (next) => setChoice({ narrow, collapsed: next })];
}
