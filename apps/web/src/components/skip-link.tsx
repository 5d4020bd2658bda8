import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/**
 * The first thing Tab reaches: hidden until focused, it moves focus past the menu and the header
 * to the screen's `main`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="console-skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('header.skip_to_content')}
    </a>
  );
}
