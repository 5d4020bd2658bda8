import ExcelJS from 'exceljs';
import { MERTER_CAMPAIGN_STATES } from '@console/contract/machines/merter';
import type { Deps } from '../context';
import { merterFilesRepository } from '../modules/merter/files.repository';
import { processFile } from '../modules/merter/files.service';
import { merterRepository } from '../modules/merter/merter.repository';
import { usersRepository } from '../db/users.repository';

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the campaigns. */
export const order = 60;

/**
 * One processed and applied mer-ter file on the first running merchant campaign (a few rows
 * refused, so the result file shows why), and customers for each private campaign that may
 * still change.
 */
export async function seed(deps: Deps) {
  const { db, clock } = deps;
  const at = clock.now().toISOString();
  const supporter = await usersRepository.findByUserName(db, 'supporter1');
  const campaigns = await merterRepository.campaignsIn(db, MERTER_CAMPAIGN_STATES);
  const merchant = campaigns.find((c) => c.type === 'merchant' && c.state === 'running');
  if (merchant && supporter) {
    const m = merchant.merchant_code;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Mer-ter');
    sheet.addRow(['Mã đơn vị', 'Mã điểm bán']);
    for (const row of [
      [m, `${m}-T01`],
      [m, `${m}-T02`],
      [m, `${m}-T03`],
      [m, `${m}-T01`],
      [m, `${m}-T09`],
      ['M0002', 'M0002-T01'],
    ]) {
      sheet.addRow(row);
    }
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const fileId = await merterFilesRepository.insertFile(db, {
      campaign_id: merchant.id,
      file_name: 'danh-sach-diem-ban.xlsx',
      content,
      status: 'pending',
      total: 6,
      lang: 'vi',
      uploaded_by: supporter.id,
      uploaded_by_name: supporter.user_name,
      applied_at: null,
      created_at: at,
      updated_at: at,
    });
    await processFile(db, fileId, new AbortController().signal, () => clock.now(), {
      chunkRows: deps.config.merter.chunkRows,
      chunkPauseMs: 0,
    });
    await db
      .transaction()
      .execute((trx) => merterFilesRepository.applyFiles(trx, merchant.id, [fileId], at));
  }
  const phones = ['0912345678', '0987654321', '0903123456', '0868000111', '0356789012'];
  for (const c of campaigns.filter((c) => c.type === 'private')) {
    await merterRepository.insertCustomers(
      db,
      phones.map((phone) => ({ campaign_id: c.id, phone, created_at: at, updated_at: at })),
    );
  }
}
