import { ONLINE_WINDOW_MS } from '@console/contract/schemas/agents';
import type { AuthUser, Deps } from '../../context';
import { DEFAULT_TIME_ZONE } from '../accounts/constants';
import { localDay } from '../agents/local-days';
import { can, ownParentOf, reachesEveryParent } from '../parents/parent-scope';
import { dashboardRepository as repo } from './dashboard.repository';

/**
 * The dashboard's figures (`dashboard.summary`): each part only for a caller whose role reads its area,
 * null otherwise.
 */

/** Vietnam keeps UTC+7 all year: its days are the console's days for money. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 7;
/** How many domains and apps a parent's activity card names. */
const TOP = 5;

/** The start (as a UTC time) of the Vietnam day `daysAgo` days before the one `now` is in. */
function vietnamDayStart(now: Date, daysAgo: number): Date {
  const local = now.getTime() + VIETNAM_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - daysAgo * DAY_MS - VIETNAM_OFFSET_MS);
}
const dayOf = (start: Date) =>
  new Date(start.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

export async function summary({ db, clock }: Deps, user: AuthUser) {
  const now = clock.now();
  const todayStart = vietnamDayStart(now, 0);
  const days = Array.from({ length: DAYS }, (_, i) => vietnamDayStart(now, DAYS - 1 - i));

  // A parent's own day, in his own time zone, as his reports count it.
  const ownActivity = can(user, 'agents.read') && !reachesEveryParent(user);
  const zone = ownActivity
    ? ((await repo.timeZoneOf(db, user.id)) ?? DEFAULT_TIME_ZONE)
    : DEFAULT_TIME_ZONE;

  const [byState, budget, redemptionDays, agents, files, activity] = await Promise.all([
    can(user, 'campaigns.read') ? repo.campaignsByState(db) : null,
    can(user, 'campaigns.read') ? repo.runningBudget(db) : null,
    can(user, 'redemption.read')
      ? Promise.all(
          days.map(async (start) => ({
            day: dayOf(start),
            ...(await repo.appliedBetween(
              db,
              start.toISOString(),
              new Date(start.getTime() + DAY_MS).toISOString(),
            )),
          })),
        )
      : null,
    can(user, 'agents.read')
      ? repo.agents(
          db,
          // Employees who reach any parent count every agent; a parent his own.
          ownParentOf(user),
          new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString(),
        )
      : null,
    can(user, 'merter.read') ? repo.files(db, todayStart.toISOString()) : null,
    ownActivity ? repo.activity(db, user.id, localDay(now.getTime(), zone), TOP) : null,
  ]);

  return {
    today: dayOf(todayStart),
    campaigns:
      byState && budget
        ? { by_state: byState, budget_used: budget.used, budget_max: budget.max }
        : null,
    redemptions: redemptionDays ? { days: redemptionDays } : null,
    agents,
    files,
    activity,
  };
}
