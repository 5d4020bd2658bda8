import type { ThemeConfig } from 'antd';

/**
 * antd's defaults fall short of WCAG AA (4.5:1 for text) where axe looks: white on the default
 * blue #1677ff is 4.1:1, the danger red #ff4d4f on white 3.9:1, placeholders 1.8:1. Each token
 * here is the nearest darker shade that meets it (ratios: docs/decisions/responsive-shell.md). The
 * preset tag colours ignore token overrides, so styles.css darkens those.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
  },
  components: {
    // A table's own sideways scrollbar, visible against the page (antd's is a faint grey).
    Table: { stickyScrollBarBg: 'rgba(0, 0, 0, 0.45)' },
    // An unchecked switch with words inside ("Off", "Cover"): white on antd's pale grey track is
    // 1.9:1; these greys make it 4.7:1, and 6.6:1 under the pointer.
    Switch: {
      colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    },
  },
};

/**
 * How antd's component styles reach the page: written once at build time for this theme
 * (`build/antd-styles.ts`, the virtual module `virtual:antd-styles.css` that main.tsx imports)
 * instead of generated in the browser on every full page load (180 to 320 thousand characters of
 * CSS a screen, a quarter of a page load's CPU time). Both sides use the same settings: no hash in
 * the selectors, and one fixed class for antd's CSS variables, so the file's rules meet the
 * elements the app renders. The browser still writes the theme's token variables (one small
 * block, which also carries the reduced-motion choice).
 */
export const staticStyles = { hashed: false, cssVar: { key: 'console-antd' } } as const;
