import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { JobCreatePage } from './job-create-page';

/**
 * The new automation job's form checks the whole job before it is sent (the contract's rules):
 * what a parent sees when he saves too early. His jobs run on real agents in the browser
 * (e2e/tests/rpa/rpamanage.spec.ts), where the server's refusal of a past time is seen too.
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const server = {
  'agents.list': () => ({ success: true as const, total: 0, list: [], limit: 1 }),
  'agents.staffAgentList': () => ({ success: true as const, total: 0, list: [], staff: [] }),
};

describe('a new automation job', { timeout: 120_000 }, () => {
  it('asks for the job’s name and command when nothing is filled, and sends nothing', async () => {
    const api = renderScreen(<JobCreatePage ParentPicker={() => null} />, {
      as: 'parent',
      at: '/rpamanage/new',
      server,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(await screen.findByText('Please enter the job name', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('Please choose a command')).toBeTruthy();
    expect(api.calls('rpa.jobCreate')).toHaveLength(0);
  });

  it('takes Enter in the time of day as the picker’s, not as Save', async () => {
    const api = renderScreen(<JobCreatePage ParentPicker={() => null} />, {
      as: 'parent',
      at: '/rpamanage/new',
      server,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Daily' }, LOADED));
    await user.click(await screen.findByLabelText('Time of day', {}, LOADED));
    // antd's picker takes the field's place, focused.
    await waitFor(() => {
      const picker = document.querySelector('.ant-picker input');
      expect(picker).toBeTruthy();
      expect(document.activeElement).toBe(picker);
    }, LOADED);
    await user.keyboard('21:30{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelector<HTMLInputElement>('.ant-picker input')?.value).toBe('21:30');
    // Not checked nor sent: the job is saved by Save only.
    expect(screen.queryByText('Please enter the job name')).toBe(null);
    expect(api.calls('rpa.jobCreate')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the job name', {}, LOADED)).toBeTruthy();
  });
});
