import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../test/render';

/** What antd's components read to decide whether to animate, as the console's providers set it. */
function Motion() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

const systemMatchMedia = window.matchMedia;

/** The reader's system answers the reduced-motion query with `reduced`, every other with no. */
function preferReducedMotion(reduced: boolean) {
  window.matchMedia = (query: string) =>
    ({
      ...systemMatchMedia(query),
      media: query,
      matches: reduced && query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = systemMatchMedia;
});

describe('motion', () => {
  it('stops for a reader whose system asks for reduced motion', async () => {
    preferReducedMotion(true);
    renderScreen(<Motion />, { as: 'admin', at: '/Dashboard' });
    expect(await screen.findByText('still')).toBeTruthy();
  });

  it('plays for everyone else', async () => {
    preferReducedMotion(false);
    renderScreen(<Motion />, { as: 'admin', at: '/Dashboard' });
    expect(await screen.findByText('animated')).toBeTruthy();
  });
});
