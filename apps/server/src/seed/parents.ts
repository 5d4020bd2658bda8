import type { Deps } from '../context';
import { nowIso } from '../db/database';
import { addStaff } from '../modules/parents/parents.service';
import { assignGroup, setRunMode, setTimer } from '../modules/parents/staff-settings.service';
import { rulesRepository } from '../modules/rules/rules.repository';
import { createGroup } from '../modules/rules/rules.service';
import { usersRepository } from '../db/users.repository';
import { toAuthUser } from '../modules/users/users.service';

/** Common Windows apps: the catalogue the blocklist pickers offer before agents report more. */
export const SEED_APPS = [
  'Google Chrome',
  'Microsoft Edge',
  'Mozilla Firefox',
  'Opera',
  'Brave',
  'Microsoft Word',
  'Microsoft Excel',
  'Microsoft PowerPoint',
  'Microsoft Outlook',
  'Microsoft Teams',
  'OneDrive',
  'Notepad',
  'Paint',
  'Calculator',
  'File Explorer',
  'Windows Terminal',
  'Command Prompt',
  'PowerShell',
  'Task Manager',
  'Visual Studio Code',
  'Zoom',
  'Skype',
  'Zalo',
  'Telegram',
  'Discord',
  'Slack',
  'WhatsApp',
  'Messenger',
  'Spotify',
  'VLC media player',
  'Steam',
  'Epic Games Launcher',
  'League of Legends',
  'Roblox',
  'Minecraft',
  'Garena',
  'uTorrent',
  'BitTorrent',
  'TeamViewer',
  'AnyDesk',
  'UltraViewer',
  'WinRAR',
  '7-Zip',
  'Adobe Acrobat Reader',
  'Adobe Photoshop',
  'CapCut',
  'OBS Studio',
  'Netflix',
  'TikTok',
  'Xbox',
];

/**
 * Demo groups are named by what they hold (brands, domains, "18+"), which reads the same in
 * English and Vietnamese: a name is data a person typed and is shown as typed, never translated
 * (docs/decisions/foundations.md, "Demo data").
 */
const GLOBAL_GROUPS = [
  {
    kind: 'blacklist',
    name: '18+',
    list: ['pornhub.com', 'xvideos.com', 'bet365.com', 'fb88.com'],
  },
  {
    kind: 'whitelist',
    name: 'Wikipedia · Khan Academy · Coursera',
    list: ['wikipedia.org', 'khanacademy.org', 'coursera.org'],
  },
  {
    kind: 'blocklist',
    name: 'Steam · Roblox · Garena',
    list: ['Steam', 'Epic Games Launcher', 'League of Legends', 'Roblox', 'Garena'],
  },
] as const;

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the accounts (the demo parent). */
export const order = 80;

/**
 * The app catalogue, global groups made by the operator, and the demo parent's staff users with
 * groups of each kind (made through the services, as the console would).
 */
export async function seed(deps: Deps) {
  await rulesRepository.addApps(deps.db, SEED_APPS, 'seed', nowIso());
  const operator = await usersRepository.findByUserName(deps.db, 'operator1');
  const parent = await usersRepository.findByUserName(deps.db, 'parent001');
  if (!operator || !parent) return;
  const employeeActor = toAuthUser(operator);
  for (const g of GLOBAL_GROUPS) {
    await createGroup(deps, employeeActor, g.kind, { name: g.name, list: [...g.list] });
  }

  const actor = toAuthUser(parent);
  const social = await createGroup(deps, actor, 'blacklist', {
    name: 'Facebook · TikTok · Instagram · YouTube',
    list: ['facebook.com', 'tiktok.com', 'instagram.com', 'youtube.com'],
  });
  const work = await createGroup(deps, actor, 'whitelist', {
    name: 'Gmail · Google Docs · GitHub · VnExpress',
    list: ['mail.google.com', 'docs.google.com', 'github.com', 'vnexpress.net'],
  });
  const apps = await createGroup(deps, actor, 'blocklist', {
    name: 'Zalo · Telegram · Discord · Steam',
    list: ['Zalo', 'Telegram', 'Discord', 'Steam'],
  });

  const lan = await addStaff(
    deps,
    actor,
    { user_name: 'lan.nguyen', full_name: 'Nguyễn Thị Lan' },
    'lan123',
  );
  await assignGroup(deps, actor, lan.id, 'blacklist', social.id);
  await setRunMode(deps, actor, lan.id, 'blacklist');

  const minh = await addStaff(
    deps,
    actor,
    { user_name: 'minh.tran', full_name: 'Trần Văn Minh' },
    'minh123',
  );
  await assignGroup(deps, actor, minh.id, 'whitelist', work.id);
  await assignGroup(deps, actor, minh.id, 'blocklist', apps.id);
  await setRunMode(deps, actor, minh.id, 'blocklist');
  await setTimer(deps, actor, minh.id, [
    { weekday: 'mon', start: '08:00', end: '12:00' },
    { weekday: 'mon', start: '13:30', end: '17:30' },
    { weekday: 'tue', start: '08:00', end: '17:30' },
  ]);

  await addStaff(deps, actor, { user_name: 'reception', full_name: 'Lễ tân' }, 'front123');
}
