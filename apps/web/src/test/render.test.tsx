import { fireEvent } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from './render';

/** A screen that shows its query and moves it on a click, in the reader's language. */
function Probe() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  return (
    <div>
      <p>page {params.get('page') ?? '1'}</p>
      <p>{t('buttons.save')}</p>
      <button onClick={() => setParams({ page: String(Number(params.get('page') ?? 1) + 1) })}>
        next
      </button>
    </div>
  );
}

describe('the component-test harness', () => {
  it('follows the address through a click, Back and a reload', async () => {
    const view = renderScreen(<Probe />, { as: null, at: '/list?page=2' });
    expect(await screen.findByText('page 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('page 3')).toBeTruthy();
    expect(view.location()).toBe('/list?page=3');
    view.back();
    expect(await screen.findByText('page 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    view.reload();
    expect(await screen.findByText('page 3')).toBeTruthy();
    expect(view.location()).toBe('/list?page=3');
  });

  it('reads the screen in Vietnamese, and the next test in English again', async () => {
    await inLanguage('vi');
    renderScreen(<Probe />, { as: null });
    expect(await screen.findByText('Lưu')).toBeTruthy();
  });

  it('is back in English', async () => {
    renderScreen(<Probe />, { as: null });
    expect(await screen.findByText('Save')).toBeTruthy();
  });
});
