import zlib from 'node:zlib';
import { AppError } from '../../errors';

/**
 * What an uploaded mer-ter file must be before any spreadsheet code reads it: an OOXML workbook
 * by its content, not its name (a zip whose `[Content_Types].xml` names a spreadsheetml main
 * part), not a renamed .xls nor a password-protected workbook (both OLE containers), and not a
 * zip bomb: the sizes its directory declares are bounded in total and in ratio, and each part is
 * inflated with an output cap at its declared size, so a part that lies stops being inflated as
 * soon as it passes what it declared.
 */
export const ZIP_LIMITS = {
  /** All parts together, uncompressed. A 5000-row sheet is a few hundred kB. */
  totalBytes: 64 * 1024 * 1024,
  /** One part's uncompressed size over its compressed size, for parts over 1 MB. */
  ratio: 100,
  entries: 500,
};

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const SPREADSHEET_MAIN =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
/** An encrypted OOXML file is an OLE container with these streams (MS-OFFCRYPTO). */
const ENCRYPTED_STREAM = Buffer.from('EncryptedPackage', 'utf16le');

interface Entry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  localOffset: number;
  /** Its record in the central directory. */
  central: Buffer;
}

const invalid = () => new AppError('merter.invalid_format');
const bomb = () => new AppError('merter.file_bomb');

function centralDirectory(buf: Buffer): Entry[] {
  // The end record is in the last 22 + 65535 bytes (its comment is at most 64 kB).
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw invalid();
  const count = buf.readUInt16LE(end + 10);
  const offset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw invalid(); // zip64: no workbook needs it
  if (count > ZIP_LIMITS.entries) throw bomb();
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== ZIP_CENTRAL) throw invalid();
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    entries.push({
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      crc: buf.readUInt32LE(at + 16),
      compressed: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      central: buf.subarray(at, at + 46 + nameLength + extraLength + commentLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The part's bytes, inflated with a cap at its declared size (a lying part is a bomb). */
function partOf(buf: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== ZIP_LOCAL) throw invalid();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressed);
  if (data.length !== entry.compressed) throw invalid();
  if (entry.method === 0) {
    if (entry.compressed !== entry.size) throw invalid();
    return data;
  }
  if (entry.method !== 8) throw invalid();
  try {
    const out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    if (out.length !== entry.size) throw invalid();
    return out;
  } catch (error) {
    if (
      error instanceof RangeError ||
      (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
    ) {
      throw bomb();
    }
    if (error instanceof AppError) throw error;
    throw invalid();
  }
}

/** Refuses anything but a plain, honest xlsx; answers nothing when it is one. */
export function checkXlsx(buf: Buffer): void {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(OLE_MAGIC)) {
    throw new AppError(
      buf.includes(ENCRYPTED_STREAM) ? 'merter.file_encrypted' : 'merter.invalid_format',
    );
  }
  if (buf.length < 30 || buf.readUInt32LE(0) !== ZIP_LOCAL) throw invalid();
  const entries = centralDirectory(buf);
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (total > ZIP_LIMITS.totalBytes) throw bomb();
    if (entry.size > 1024 * 1024 && entry.size > entry.compressed * ZIP_LIMITS.ratio) throw bomb();
  }
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types || !partOf(buf, types).toString('utf8').includes(SPREADSHEET_MAIN)) throw invalid();
  // Inflate every part once, capped: what the reader will read is what was declared.
  for (const entry of entries) if (entry !== types) partOf(buf, entry);
}

/** The parts ExcelJS's stream reader must have read before a sheet, in the order it needs them. */
const READ_FIRST = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
];
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** A part's local record (header, data and data descriptor) as it stands in the file. */
function localRecord(buf: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== ZIP_LOCAL) throw invalid();
  let end = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28) + entry.compressed;
  // Sizes written after the data (flag bit 3): 12 bytes, or 16 with the optional signature.
  if (entry.flags & 0x08) end += buf.readUInt32LE(end) === 0x08074b50 ? 16 : 12;
  if (end > buf.length) throw invalid();
  return buf.subarray(at, end);
}

/** A stored part's local record and its directory entry, for a part the file lacks. */
function storedPart(name: string, data: Buffer, offset: number): [Buffer, Buffer] {
  const nameBytes = Buffer.from(name);
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(ZIP_LOCAL, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(ZIP_CENTRAL, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(offset, 42);
  return [Buffer.concat([local, nameBytes, data]), Buffer.concat([central, nameBytes])];
}

/**
 * The same workbook with its parts reordered (bytes copied, nothing inflated again) so that the
 * relations, the workbook and the shared strings come before the sheets. Excel and ExcelJS write
 * the shared strings after the sheets, and ExcelJS's stream reader then copies each sheet to a
 * temporary file it deletes only once every sheet has been read: one open descriptor and one file
 * left behind for each file read no further than its first sheet, and, while it waits on that
 * copy, parts read out of turn (`this.model` undefined: a sound file refused as not an xlsx). A
 * workbook without shared strings gets an empty part, for the same reason. For a file that
 * passed `checkXlsx`.
 */
export function partsInReadingOrder(buf: Buffer): Buffer {
  const entries = centralDirectory(buf);
  const rank = (name: string) => {
    const i = READ_FIRST.indexOf(name);
    return i < 0 ? READ_FIRST.length : i;
  };
  const ordered = entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry.name) - rank(b.entry.name) || a.i - b.i)
    .map(({ entry }) => entry);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let lacksSharedStrings = !entries.some((e) => e.name === 'xl/sharedStrings.xml');
  for (const entry of ordered) {
    if (lacksSharedStrings && rank(entry.name) === READ_FIRST.length) {
      lacksSharedStrings = false;
      const [local, central] = storedPart('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS, offset);
      locals.push(local);
      centrals.push(central);
      offset += local.length;
    }
    const local = localRecord(buf, entry);
    const central = Buffer.from(entry.central);
    central.writeUInt32LE(offset, 42);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(ZIP_END, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
