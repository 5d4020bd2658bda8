import type { Deps } from '../context';
import { actOnJob, createJob } from '../modules/rpa/jobs.service';
import { usersRepository } from '../db/users.repository';
import { toAuthUser } from '../modules/users/users.service';

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the agents. */
export const order = 100;

/**
 * The demo parent's remote-automation jobs, made through the service as he would: his agents'
 * screens locked at 21:30 on school nights, and a daily software inventory, paused.
 */
export async function seed(deps: Deps) {
  const parentRow = await usersRepository.findByUserName(deps.db, 'parent001');
  if (!parentRow) return;
  const parent = toAuthUser(parentRow);
  const common = {
    admin_id: parent.id,
    target: 'parent' as const,
    agent_ids: [],
    staff_ids: [],
    run_at: '',
    cron: '',
    timezone: parentRow.time_zone || 'Asia/Ho_Chi_Minh',
  };
  await createJob(deps, parent, {
    ...common,
    name: 'Khóa màn hình buổi tối',
    command: 'lockscreen',
    schedule: 'weekly',
    time: '21:30',
    days: [1, 2, 3, 4, 7],
  });
  const inventory = await createJob(deps, parent, {
    ...common,
    name: 'Kiểm kê phần mềm hằng ngày',
    command: 'list_software',
    schedule: 'daily',
    time: '12:00',
    days: [],
  });
  await actOnJob(deps, parent, 'pause', { id: inventory.id, reason: 'Chỉ chạy khi cần' });
}
