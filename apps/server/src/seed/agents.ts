import crypto from 'node:crypto';
import type { Deps } from '../context';
import { setToggle } from '../modules/agents/agents.service';
import { enrol, showOtp } from '../modules/agents/enrolment.service';
import { confirmLink, requestLink } from '../modules/agents/links.service';
import { setRelease, uploadSoftware } from '../modules/agents/software.service';
import { addDays, dayStart, localDay } from '../modules/agents/local-days';
import { ingest } from '../modules/agents/reports-ingest.service';
import { parentsRepository } from '../modules/parents/parents.repository';
import { usersRepository } from '../db/users.repository';
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

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the parents (their staff users). */
export const order = 90;

/**
 * The demo parent's agents, made through the agent API's own services: two enrolled, one of
 * them linked by its OTP (shown, entered, confirmed), with its software reported; and the latest
 * Windows version offered, newer than the linked agent's, so update_now is on offer.
 */
export async function seed(deps: Deps) {
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
  await seedReports(deps, office.agent_id, parent.id, parentRow.time_zone);
}

/** A demo day: [minutes after midnight, URL, title, requests]. */
const DEMO_URLS: [number, string, string, number][] = [
  [
    8 * 60 + 5,
    'https://www.google.com/search?q=b%C3%A0i+t%E1%BA%ADp+to%C3%A1n+9',
    'bài tập toán 9 - Google',
    1,
  ],
  [8 * 60 + 10, 'https://olm.vn/bai-hoc/toan-9', 'Toán 9 - OLM', 6],
  [9 * 60 + 40, 'https://vi.wikipedia.org/wiki/Vi%E1%BB%87t_Nam', 'Việt Nam – Wikipedia', 2],
  [12 * 60 + 15, 'https://vnexpress.net/giao-duc', 'Giáo dục - VnExpress', 3],
  [
    17 * 60,
    'https://www.youtube.com/results?search_query=h%E1%BB%8Dc+ti%E1%BA%BFng+anh',
    'học tiếng anh - YouTube',
    1,
  ],
  [17 * 60 + 2, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Học tiếng Anh mỗi ngày', 4],
  [
    20 * 60 + 30,
    'https://coccoc.com/search?query=%C4%91%E1%BB%81+thi+v%C3%A0o+10',
    'đề thi vào 10 - Cốc Cốc',
    1,
  ],
];
/** [minutes after midnight, minutes, app]; the last one runs past midnight. */
const DEMO_APPS: [number, number, string][] = [
  [8 * 60, 95, 'Google Chrome'],
  [9 * 60 + 45, 50, 'Microsoft Word'],
  [19 * 60 + 30, 30, 'Zalo'],
  [23 * 60 + 30, 50, 'Google Chrome'],
];

/**
 * Seven days of browsing and app use on the linked demo agent, for the parent's first staff user,
 * through the same service call as `POST /api/v1/agent/reports` (one batch a day).
 */
async function seedReports(deps: Deps, agentId: number, adminId: number, zone: string) {
  const timeZone = zone || 'Asia/Ho_Chi_Minh';
  const [staff] = await parentsRepository.staffOf(deps.db, adminId);
  const userId = staff?.id ?? null;
  const now = deps.clock.now().toISOString();
  const today = localDay(deps.clock.now().getTime(), timeZone);
  for (let back = 6; back >= 0; back--) {
    const start = dayStart(addDays(today, -back), timeZone);
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    // Each day a little different: fewer requests early in the week.
    const extra = 6 - back;
    const items = [
      ...DEMO_URLS.map(([minutes, url, title, count]) => ({
        type: 'url' as const,
        user_id: userId,
        url,
        title,
        start_time: at(minutes + back),
        request_count: count + (minutes % 3 === 0 ? extra : 0),
      })),
      ...DEMO_APPS.map(([minutes, length, app_name]) => ({
        type: 'app' as const,
        user_id: userId,
        app_name,
        start_time: at(minutes),
        stop_time: at(minutes + length + extra * 5),
      })),
      { type: 'keyword' as const, user_id: userId, keyword: 'lịch thi học kỳ', time: at(21 * 60) },
    ];
    // Nothing later than now: today's day is cut at this moment.
    const past = items.filter((i) => (i.type === 'keyword' ? i.time : i.start_time) <= now);
    await ingest(
      deps,
      agentId,
      `seed-${addDays(today, -back)}`,
      past.map((i) => (i.type === 'app' && i.stop_time > now ? { ...i, stop_time: now } : i)),
      // The texts of refused items, which the demo's (of the last days) never are.
      'en',
    );
  }
}
