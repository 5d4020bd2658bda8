import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
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
  'agents.list': () => ({ success: true as const, total: 0, list: [] }),
  'agents.staffAgentList': () => ({ success: true as const, total: 0, list: [], staff: [] }),
  'rpa.targetsPreview': () => ({ success: true as const, total: 0, list: [] }),
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

  it('asks a weekly job for its time of day and its days', async () => {
    const api = renderScreen(<JobCreatePage ParentPicker={() => null} />, {
      as: 'parent',
      at: '/rpamanage/new',
      server,
    });
    // The rest of the job is right: the weekly schedule's own rules are checked on a whole job.
    fireEvent.change(await screen.findByLabelText('Job name', {}, LOADED), {
      target: { value: 'Weekly unlock' },
    });
    await chooseOption(screen.getByRole('combobox', { name: 'Command' }), 'Unlock screen');
    fireEvent.click(screen.getByRole('radio', { name: 'All agents of the parent' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose the time of day', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('Please choose at least one day of the week')).toBeTruthy();
    expect(screen.queryByText('Please enter the job name')).toBeNull();
    expect(api.calls('rpa.jobCreate')).toHaveLength(0);
  });
});
