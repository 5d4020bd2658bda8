import crypto from 'node:crypto';
import type { Deps } from '../context';
import {
  confirmLink,
  enrol,
  requestLink,
  setRelease,
  setToggle,
  showOtp,
  uploadSoftware,
} from '../modules/agents/agents.service';
import { usersRepository } from '../modules/users/users.repository';
import { toAuthUser } from '../modules/users/users.service';

const DEMO_SOFTWARE = [
  {
    display_name: 'Google Chrome',
    version: '131.0.6778.86',
    publisher: 'Google LLC',
    installed_date: '2024-11-20',
  },
  {
    display_name: 'Mozilla Firefox',
    version: '133.0',
    publisher: 'Mozilla',
    installed_date: '2024-11-26',
  },
  {
    display_name: 'Microsoft Office Home and Business 2021',
    version: '16.0.14332',
    publisher: 'Microsoft Corporation',
    installed_date: '2024-03-02',
  },
  {
    display_name: 'Zalo',
    version: '24.10.2',
    publisher: 'VNG Corporation',
    installed_date: '2024-10-15',
  },
  {
    display_name: 'UltraViewer',
    version: '6.6.90',
    publisher: 'DucFabulous',
    installed_date: '2024-06-07',
  },
  {
    display_name: 'Unikey',
    version: '4.6 RC2',
    publisher: 'Phạm Kim Long',
    installed_date: '2023-09-12',
  },
  {
    display_name: '7-Zip 23.01 (x64)',
    version: '23.01',
    publisher: 'Igor Pavlov',
    installed_date: '2023-08-01',
  },
  {
    display_name: 'VLC media player',
    version: '3.0.21',
    publisher: 'VideoLAN',
    installed_date: '2024-06-10',
  },
];

/**
 * The demo parent's agents, made through the agent API's own services: two enrolled, one of
 * them linked by its OTP (shown, entered, confirmed), with its software reported; and the latest
 * Windows version offered, newer than the linked agent's, so update_now is on offer.
 */
export async function seedAgents(deps: Deps) {
  const admin = await usersRepository.findByUserName(deps.db, 'admin001');
  const parentRow = await usersRepository.findByUserName(deps.db, 'parent001');
  if (!admin || !parentRow) return;
  const parent = toAuthUser(parentRow);
  await setRelease(deps, admin, {
    version: '1.2.0',
    url: 'https://downloads.example.com/agent/console-agent-1.2.0.msi',
  });
  const office = await enrol(deps, {
    install_id: crypto.randomUUID(),
    name: 'Máy lễ tân',
    version: '1.1.0',
    os_admin: true,
  });
  await enrol(deps, {
    install_id: crypto.randomUUID(),
    name: 'Máy kho',
    version: '1.2.0',
    os_admin: false,
  });
  const { otp } = await showOtp(deps, office.agent_id);
  const request = await requestLink(deps, parent, {
    agent_id: office.agent_id,
    otp,
    admin_id: parent.id,
  });
  await confirmLink(deps, office.agent_id, request);
  await setToggle(
    deps,
    parent,
    { admin_id: parent.id, agent_id: office.agent_id },
    'block_browser',
    true,
  );
  await uploadSoftware(deps, office.agent_id, DEMO_SOFTWARE);
}
