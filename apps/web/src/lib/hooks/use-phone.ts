import { useMediaQuery } from './use-media-query';

/** Below this width (a phone) the menu is a drawer, details stack and row actions fold into a menu. */
export const PHONE_QUERY = '(max-width: 767px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
