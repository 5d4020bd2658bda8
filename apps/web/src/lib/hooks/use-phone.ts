import { useMediaQuery } from './use-media-query';

/** Below this width (a phone) the menu is a drawer, details stack and row actions fold into a menu. */
export const PHONE_QUERY = '(max-width: 767px)';

/** Below antd's lg breakpoint: a tablet, where a list with many row actions folds them too. */
export const TABLET_QUERY = '(max-width: 991px)';

/**
 * Below antd's xl breakpoint: a small laptop, whose open side menu leaves the content a tablet's
 * width (about 730 px at 1024).
 */
export const LAPTOP_QUERY = '(max-width: 1199px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
