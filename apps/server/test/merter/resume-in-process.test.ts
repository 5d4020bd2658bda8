import { describe, expect, it } from 'vitest';
import { processFile } from '../../src/modules/merter/files.service';
import { within } from '../helpers/agents';
import { draftCampaign } from '../helpers/campaigns';
import { readXlsx, xlsx } from '../helpers/merter';
import { useMerterWorld } from '../helpers/merter-world';

/**
 * A file's processing stopped between chunks and started again, in this process (the killed
 * server of resume.test.ts, whose work a mutation run cannot see, runs in a child process): the
 * second run reads past the committed rows and ends with the counts and result file of a run
 * without the stop; each row is judged once, a duplicate across the stop included. A file that
 * is done is left as it is.
 */
const { world, files, uploaded, download } = useMerterWorld();

/** Four chunks of two rows and one of one: a duplicate of row 1 in the third chunk. */
const ROWS = [
  ['M0002', 'M0002-T01'],
  ['M0002', 'M0002-T02'],
  ['M0002', 'M0002-T99'], // no such terminal
  ['M0002', 'M0002-T03'],
  ['M0002', 'M0002-T01'], // duplicate of the first row, committed before the stop
  ['M0001', 'M0001-T01'], // not the campaign's merchant
  ['M0002', 'M0002-T04'],
  ['', 'M0002-T05'], // merchant missing
  ['M0002', 'M0002-T05'],
];
const settings = { chunkRows: 2, chunkPauseMs: 0 };
const clock = () => new Date('2030-08-01T00:00:00.000Z');

/** A `now` for processFile that stops the run once `chunks` chunks have been committed. */
function stopAfter(chunks: number, controller: AbortController) {
  let calls = 0;
  // The first call marks the file processing; each chunk's commit calls it once more.
  return () => {
    calls += 1;
    if (calls === chunks + 1) controller.abort();
    return clock();
  };
}

describe('a file stopped between chunks', () => {
  it('resumes after the committed rows, with the counts and results of an unstopped run', async () => {
    const { t, supporter } = world;
    const campaignId = await draftCampaign(t.app, supporter, 'merchant'); // merchant M0002
    const { id } = await uploaded(campaignId, await xlsx(ROWS));

    const stop = new AbortController();
    await expect(
      processFile(t.deps.db, id, stop.signal, stopAfter(2, stop), settings),
    ).rejects.toThrow('stopped');
    expect((await files(campaignId))[0]).toMatchObject({
      status: 'processing',
      processed: 4,
      valid: 3,
      invalid: 1,
    });

    await processFile(t.deps.db, id, new AbortController().signal, clock, settings);
    expect((await files(campaignId))[0]).toMatchObject({
      status: 'done',
      total: 9,
      processed: 9,
      valid: 5,
      invalid: 4,
    });
    const rows = await readXlsx((await download(id)).rawPayload);
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      'Valid',
      'Valid',
      'Terminal not found',
      'Valid',
      'Duplicate of an earlier row',
      "The merchant is not the campaign's merchant",
      'Valid',
      'Merchant code is missing',
      'Valid',
    ]);

    // Done: a third run changes nothing.
    await processFile(t.deps.db, id, new AbortController().signal, clock, settings);
    expect((await files(campaignId))[0]).toMatchObject({ status: 'done', processed: 9 });
    await t.deps.jobs.runDue();
    expect((await files(campaignId))[0]).toMatchObject({ status: 'done', processed: 9, valid: 5 });
  });

  it('stopped during the pause after a chunk, resumes the same way', async () => {
    const { t, supporter } = world;
    const campaignId = await draftCampaign(t.app, supporter, 'merchant');
    const { id } = await uploaded(campaignId, await xlsx(ROWS.slice(0, 5)));
    const stop = new AbortController();
    const paused = { chunkRows: 2, chunkPauseMs: 60_000 };
    const running = processFile(t.deps.db, id, stop.signal, clock, paused);
    // The first chunk commits, then the run waits a minute: stopped in its wait.
    for (let i = 0; i < 200 && (await files(campaignId))[0]!.processed < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stop.abort();
    // The stop ends the wait at once: a run that heard it only after its minute is still there.
    const ended = await within(
      running.then(
        () => 'finished',
        () => 'stopped',
      ),
      5_000,
    );
    expect(ended).toBe('stopped');
    expect((await files(campaignId))[0]).toMatchObject({ status: 'processing', processed: 2 });
    await processFile(t.deps.db, id, new AbortController().signal, clock, settings);
    expect((await files(campaignId))[0]).toMatchObject({
      status: 'done',
      processed: 5,
      valid: 3,
      invalid: 2,
    });
  });
});
