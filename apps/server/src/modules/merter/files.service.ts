import type { Language } from '@console/contract/constants';
import type { MerterRowResult } from '@console/contract/constants-merter';
import { textAt } from '@console/contract/messages';
import type { MerterFile } from '@console/contract/schemas/merter';
import type { Insertable } from 'kysely';
import type { AuthUser, Deps } from '../../context';
import { lockSet, type Db } from '../../db/database';
import { AppError } from '../../errors';
import { merterFilesRepository as repo } from './files.repository';
import { merterRepository } from './merter.repository';
import { campaignOf, changeableCampaign } from './merter.service';
import type { MerterFileRowsTable } from './merter.tables';
import { checkXlsx } from './xlsx-check';
import { countRows, sheetRows, workbookOf, type SheetRow } from './xlsx-rows';

export const MERTER_FILE_JOB = 'merter.file';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type FileRow = NonNullable<Awaited<ReturnType<typeof repo.file>>>;

function fileOf(row: FileRow): MerterFile {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    fileName: row.file_name,
    status: row.status,
    total: Number(row.total),
    processed: Number(row.processed),
    valid: Number(row.valid),
    invalid: Number(row.invalid),
    error: row.error,
    uploadedBy: row.uploaded_by_name,
    uploadedAt: row.created_at,
    appliedAt: row.applied_at,
  };
}

/**
 * Upload: the campaign may take files, the bytes are an honest xlsx (xlsx-check.ts) of 1 to 5000
 * rows, and no other file of the campaign is pending or processing (checked under a lock on the
 * campaign's file set, so two uploads at once cannot both pass). The file and its job are
 * written in one transaction.
 */
export async function upload(
  deps: Deps,
  user: AuthUser,
  lang: Language,
  campaignId: number,
  file: { name: string; bytes: Buffer } | undefined,
): Promise<MerterFile> {
  await changeableCampaign(deps.db, campaignId);
  if (!file || file.bytes.length === 0) throw new AppError('merter.file_required');
  checkXlsx(file.bytes);
  const total = await countRows(file.bytes);
  const at = deps.clock.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockSet(trx, `merter_files:${campaignId}`);
    if (await repo.busyFile(trx, campaignId)) throw new AppError('merter.another_processing');
    const fileId = await repo.insertFile(trx, {
      campaign_id: campaignId,
      file_name: file.name.slice(0, 255),
      content: file.bytes,
      status: 'pending',
      total,
      lang,
      uploaded_by: user.id,
      uploaded_by_name: user.user_name,
      applied_at: null,
      created_at: at,
      updated_at: at,
    });
    await deps.jobs.enqueue(trx, MERTER_FILE_JOB, { fileId });
    return fileId;
  });
  return fileOf((await repo.file(deps.db, id))!);
}

export async function fileStatus(
  deps: Deps,
  q: { campaignId: number; fileId?: number; page: number; pageSize: number },
) {
  await campaignOf(deps.db, q.campaignId);
  const { rows, total } = await repo.files(deps.db, q.campaignId, q.fileId, q.page, q.pageSize);
  return { total, list: rows.map(fileOf) };
}

/** Why each row of a chunk is refused ('' when it is valid), against the catalogue. */
async function judge(
  db: Db,
  fileId: number,
  campaign: { type: string; merchant_code: string },
  rows: SheetRow[],
): Promise<Insertable<MerterFileRowsTable>[]> {
  const merchantCodes = [...new Set(rows.map((r) => r.merchantCode).filter(Boolean))];
  const terminalCodes = [...new Set(rows.map((r) => r.terminalCode).filter(Boolean))];
  const [merchants, terminals, seen] = await Promise.all([
    repo.merchantsByCode(db, merchantCodes),
    repo.terminalsByCode(db, terminalCodes),
    repo.seenPairs(
      db,
      fileId,
      rows.map((r) => ({ m: r.merchantCode, t: r.terminalCode })),
    ),
  ]);
  const merchantId = new Map(merchants.map((m) => [m.code, m.id]));
  const terminalsOf = new Map<string, { id: number; merchant_id: number }[]>();
  for (const t of terminals) terminalsOf.set(t.code, [...(terminalsOf.get(t.code) ?? []), t]);
  return rows.map((r) => {
    const key = `${r.merchantCode}\u0000${r.terminalCode}`;
    let result: MerterRowResult | '' = '';
    let terminalId: number | null = null;
    const mId = merchantId.get(r.merchantCode);
    const candidates = terminalsOf.get(r.terminalCode) ?? [];
    const terminal = candidates.find((t) => t.merchant_id === mId);
    if (!r.merchantCode) result = 'merchant_required';
    else if (!r.terminalCode) result = 'terminal_required';
    else if (mId === undefined) result = 'merchant_not_found';
    else if (campaign.type === 'merchant' && r.merchantCode !== campaign.merchant_code) {
      result = 'merchant_not_of_campaign';
    } else if (candidates.length === 0) result = 'terminal_not_found';
    else if (!terminal) result = 'terminal_not_of_merchant';
    else if (seen.has(key)) result = 'duplicate';
    else terminalId = terminal.id;
    seen.add(key);
    return {
      file_id: fileId,
      row_no: r.rowNo,
      merchant_code: r.merchantCode,
      terminal_code: r.terminalCode,
      terminal_id: terminalId,
      result,
    };
  });
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Processes one file from where its last committed chunk ended: rows are read as a stream, the
 * ones already committed skipped, the rest judged and committed a chunk at a time with the
 * file's counters. A server stopped (or a lease lost) between chunks throws, leaving the job to
 * run again; what was committed stays, so the final counts are the same.
 */
export async function processFile(
  db: Db,
  fileId: number,
  signal: AbortSignal,
  now: () => Date,
  settings: { chunkRows: number; chunkPauseMs: number },
) {
  const stored = await repo.content(db, fileId);
  if (!stored || stored.status === 'done' || stored.status === 'error') return;
  await repo.startProcessing(db, fileId, now().toISOString());
  const campaign = (await merterRepository.campaign(db, stored.campaign_id))!;
  let from = Number(stored.processed);
  /** Rows committed by an earlier run: read past them. */
  const resumeAt = from;
  let skipped = 0;
  let chunk: SheetRow[] = [];
  const size = settings.chunkRows;
  /** A chunk is being committed: what fails now is not the file's fault (see the catch). */
  let committing = false;
  const commit = async () => {
    committing = true;
    if (signal.aborted) throw new Error('stopped: the file resumes on the next run');
    const judged = await judge(db, fileId, campaign, chunk);
    const ok = await db
      .transaction()
      .execute((trx) => repo.commitChunk(trx, fileId, from, judged, now().toISOString()));
    if (!ok) throw new Error('the file moved on elsewhere');
    from += chunk.length;
    chunk = [];
    if (settings.chunkPauseMs > 0) await pause(settings.chunkPauseMs, signal);
    committing = false;
  };
  try {
    for await (const row of sheetRows(Buffer.from(stored.content))) {
      if (skipped < resumeAt) {
        skipped += 1;
        continue;
      }
      chunk.push(row);
      if (chunk.length >= size) await commit();
    }
  } catch (error) {
    // Only the reader's errors are the file's. A chunk that did not commit (a stop, a lost lease,
    // the database refusing or gone) fails the job, which is tried again from the last chunk.
    if (committing || signal.aborted) throw error;
    await repo.finish(db, fileId, 'error', 'merter.invalid_format', now().toISOString());
    return;
  }
  if (chunk.length > 0) await commit();
  await repo.finish(db, fileId, 'done', '', now().toISOString());
}

const resultText = (lang: Language, result: string) =>
  textAt(lang, result ? `merter.results.${result}` : 'merter.template.valid') ?? result;

/** The uploaded rows with a result column in the uploader's language. */
export async function resultFile(deps: Deps, fileId: number) {
  const file = await repo.file(deps.db, fileId);
  if (!file) throw new AppError('merter.file_not_found');
  if (file.status !== 'done') throw new AppError('merter.file_status');
  const lang = file.lang;
  const db = deps.db;
  async function* rows() {
    let after = 0;
    for (;;) {
      const page = await repo.fileRows(db, fileId, after, 1000);
      if (page.length === 0) return;
      for (const r of page) {
        yield [r.merchant_code, r.terminal_code, resultText(lang, r.result)];
      }
      after = page[page.length - 1]!.row_no;
    }
  }
  const body = await workbookOf('Result', headerOf(lang, true), rows());
  const base = file.file_name.replace(/\.xlsx$/i, '');
  return { name: `${base}-result.xlsx`, type: XLSX_TYPE, body };
}

const headerOf = (lang: Language, withResult: boolean) => [
  textAt(lang, 'merter.template.merchant_code') ?? 'Merchant code',
  textAt(lang, 'merter.template.terminal_code') ?? 'Terminal code',
  ...(withResult ? [textAt(lang, 'merter.template.result') ?? 'Result'] : []),
];

export async function template(lang: Language) {
  const body = await workbookOf('Mer-ter', headerOf(lang, false), []);
  return { name: 'mer-ter-template.xlsx', type: XLSX_TYPE, body };
}

export async function apply(deps: Deps, fileId: number) {
  const file = await repo.file(deps.db, fileId);
  if (!file) throw new AppError('merter.file_not_found');
  await changeableCampaign(deps.db, file.campaign_id);
  if (file.status !== 'done') throw new AppError('merter.file_status');
  const at = deps.clock.now().toISOString();
  const added = await deps.db
    .transaction()
    .execute((trx) => repo.applyFiles(trx, file.campaign_id, [fileId], at));
  return { added, files: 1 };
}

export async function applyAll(deps: Deps, campaignId: number) {
  await changeableCampaign(deps.db, campaignId);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const ids = (await repo.doneFiles(trx, campaignId)).map((f) => f.id);
    const added = await repo.applyFiles(trx, campaignId, ids, at);
    return { added, files: ids.length };
  });
}
