import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { isPostgres } from '../../src/db/database';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { upload, xlsx } from '../helpers/merter';
import { draftCampaign } from '../helpers/campaigns';

/**
 * A chunk of a mer-ter file that the database refuses to commit is the database's failure, not
 * the file's: the job is tried again from the last committed chunk and the file ends done, where
 * it used to be marked `error` ("not an xlsx") for good.
 */
const clock = new TestClock();
let t: TestApp;
let supporter: string;

beforeAll(async () => {
  // One row a chunk: the second row's chunk commits while the sheet is still being read.
  t = await createTestApp({ MERTER_CHUNK_ROWS: '1' }, { clock });
  supporter = (await login(t.app, 'supporter1')).access_token;
});
afterAll(() => t?.close());

async function fileOf(campaignId: number) {
  const res = await call(t.app, 'merter.status', { campaignId }, { token: supporter });
  return answerOf('merter.status', res).list[0]!;
}

/** Refuses every row after the first, as a database that has gone away would refuse it. */
async function refuseRowsAfterTheFirst(on: boolean) {
  const db = t.deps.db;
  if (isPostgres(db)) {
    if (on) {
      await sql`create function refuse_rows() returns trigger language plpgsql as $$
        begin
          if new.row_no > 2 then raise exception 'database unavailable'; end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger refuse_rows before insert on merter_file_rows
        for each row execute function refuse_rows()`.execute(db);
    } else {
      await sql`drop trigger refuse_rows on merter_file_rows`.execute(db);
      await sql`drop function refuse_rows()`.execute(db);
    }
  } else if (on) {
    await sql`create trigger refuse_rows before insert on merter_file_rows
      when new.row_no > 2 begin select raise(abort, 'database unavailable'); end`.execute(db);
  } else {
    await sql`drop trigger refuse_rows`.execute(db);
  }
}

it('a chunk the database refuses is tried again, and the file is not called malformed', async () => {
  const campaignId = await draftCampaign(t.app, supporter, 'private');
  const bytes = await xlsx([
    ['M0005', 'M0005-T01'],
    ['M0006', 'M0006-T01'],
    ['M0007', 'M0007-T01'],
  ]);
  const res = await upload(t.app, supporter, campaignId, bytes);
  expect(res.statusCode, res.body).toBe(200);

  await refuseRowsAfterTheFirst(true);
  await t.deps.jobs.runDue();
  const stopped = await fileOf(campaignId);
  expect(stopped).toMatchObject({ status: 'processing', processed: 1 });

  await refuseRowsAfterTheFirst(false);
  clock.advance(60_000);
  await t.deps.jobs.runDue();
  expect(await fileOf(campaignId)).toMatchObject({ status: 'done', processed: 3 });
});
