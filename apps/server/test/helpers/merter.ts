import crypto from 'node:crypto';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { routes } from '@console/contract/routes';

/** Fixtures for mer-ter files, made in test code: workbooks, multipart bodies, hostile files. */

/** An xlsx with a header row and the given rows (merchant code, terminal code). */
export async function xlsx(
  rows: (string | number)[][],
  header = ['Merchant code', 'Terminal code'],
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mer-ter');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of the first sheet of an xlsx, as text, header included. */
export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => values[i + 1]);
    rows.push(cells.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----merter${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  token: string,
  campaignId: number | string,
  bytes: Buffer | undefined,
  name = 'mer-ter.xlsx',
  headers: Record<string, string> = {},
) {
  const { body, contentType } = multipart(
    { campaignId: String(campaignId) },
    bytes ? { name, bytes } : undefined,
  );
  return app.inject({
    method: 'POST',
    url: routes['merter.upload'].path,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
    payload: body,
  });
}

interface ZipPart {
  name: string;
  data: Buffer;
  /** Store the part deflated (default) or as is. */
  deflate?: boolean;
  /** The uncompressed size the directory declares, when it lies. */
  declaredSize?: number;
}

/** A zip archive built byte by byte, so a test can make its directory lie. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const deflate = part.deflate ?? true;
    const body = deflate ? zlib.deflateRawSync(part.data) : part.data;
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
);

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An OLE compound file with the named streams in its directory (a sketch: magic and names). */
export function ole(streams: string[]): Buffer {
  return Buffer.concat([
    OLE,
    Buffer.alloc(504),
    ...streams.map((s) =>
      Buffer.concat([Buffer.from(s, 'utf16le'), Buffer.alloc(64 - s.length * 2)]),
    ),
    Buffer.alloc(1024),
  ]);
}
