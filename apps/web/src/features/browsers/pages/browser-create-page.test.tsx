import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/fake-server';
import { renderScreen, screen } from '../../../test/render';
import { BrowserCreatePage } from './browser-create-page';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('new blocked browser', () => {
  it('asks for the browser and file names before anything is sent', async () => {
    const api = renderScreen(<BrowserCreatePage />, { as: 'operator', at: '/create-browser' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input browser name')).toBeTruthy();
    expect(screen.getByText('Please input file name')).toBeTruthy();
    expect(api.calls('browsers.create')).toEqual([]);
  });

  it('shows a duplicate file name under the field and stays on the form', async () => {
    const api = renderScreen(<BrowserCreatePage />, {
      as: 'admin',
      at: '/create-browser',
      server: { 'browsers.create': () => failure(409, 'browsers.duplicate_file_name') },
    });
    type('Browser name', 'Another Tor');
    type('File name', 'TOR.EXE');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('browsers.create')).toHaveLength(1));
    const message = await screen.findAllByText(
      'A blocked browser with this file name already exists',
    );
    // Under the field, whichever else (a toast) says it too.
    const field = screen.getByLabelText('File name').closest('.ant-form-item');
    expect(message.some((m) => field?.contains(m))).toBe(true);
    expect(api.calls('browsers.create').at(-1)?.input).toMatchObject({
      browser_name: 'Another Tor',
      file_name: 'TOR.EXE',
    });
    await waitFor(() => expect(api.location()).toBe('/create-browser'));
  });
});
