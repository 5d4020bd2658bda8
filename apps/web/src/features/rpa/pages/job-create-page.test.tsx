import { fireEvent } from '@testing-library/react';
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
  'agents.list': () => ({ success: true as const, total: 0, list: [] }),
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
});
