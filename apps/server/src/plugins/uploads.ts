import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorKey } from '@console/contract/errors';
import type { RouteDef } from '@console/contract/routes';
import { AppError } from '../errors';

/** Room for the multipart framing and the form's other fields around the file. */
const FRAMING_BYTES = 64 * 1024;

/**
 * `multipart/form-data` is taken only by routes that declare `upload`; their body is left
 * unread here, so the route's handler reads it after the caller is identified and authorised
 * (readUpload). Any other route refuses it as a wrong media type.
 */
export function registerMultipart(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    const config = request.routeOptions.config as { upload?: boolean };
    if (config.upload) done(null, undefined);
    else done(Object.assign(new Error('multipart not accepted here'), { statusCode: 415 }));
  });
}

export interface Upload {
  fields: Record<string, string>;
  file?: { name: string; bytes: Buffer };
}

/**
 * Reads a multipart body as it streams in, and refuses it (413 with the route's key, the
 * connection closed after a short linger) as soon as it passes the limit: a declared
 * Content-Length over it before a byte is read, else the running count. The one file part may be
 * at most `maxBytes`.
 */
export async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: NonNullable<RouteDef['upload']>,
): Promise<Upload | null> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) return null;
  const tooLarge = () => {
    reply.header('connection', 'close');
    lingerThenClose(request.raw);
    return new AppError((limits.tooLarge ?? 'common.payload_too_large') as ErrorKey);
  };
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) throw new AppError('common.invalid_input');
  const most = limits.maxBytes + FRAMING_BYTES;
  if (Number(request.headers['content-length'] ?? 0) > most) throw tooLarge();

  const chunks: Buffer[] = [];
  let size = 0;
  const raw = request.raw;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > most) {
        cleanup();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new AppError('common.invalid_input'));
    };
    const cleanup = () => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onError);
    };
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    // A client that goes away mid-file: nothing more will come.
    raw.on('close', onError);
  });
  const upload = parseMultipart(Buffer.concat(chunks), marker);
  if (upload.file && upload.file.bytes.length > limits.maxBytes) throw tooLarge();
  return upload;
}

/** How long a refused upload's further bytes are read and dropped before the socket closes. */
const LINGER_MS = 2_000;

/**
 * After a refusal the rest of the body is read and dropped, not parsed, for a short while after
 * the answer: a socket closed with unread bytes is reset, and the reset can reach the client
 * before it has read the 413 (it then sees only a broken connection, EPIPE or ECONNRESET).
 *
 * Node ends a `connection: close` answer with the socket's `destroySoon`, which destroys it as
 * soon as the answer is flushed, unread bytes and all. For this socket it half-closes instead:
 * the answer and the end of the server's side go out, what the client still sends is read and
 * dropped, and the socket is destroyed when the client closes its side or LINGER_MS after the
 * answer, whichever comes first.
 */
function lingerThenClose(raw: FastifyRequest['raw']) {
  raw.on('data', () => {});
  raw.resume();
  const socket = raw.socket;
  // A request made in-process (`app.inject`) has no network socket behind it.
  if (!(socket instanceof Socket)) return;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  };
  // Should the answer never finish, the socket still goes.
  setTimeout(() => socket.destroy(), 5 * LINGER_MS).unref();
}

/** The parts of a whole multipart body: text fields, and the first part that carries a file. */
export function parseMultipart(body: Buffer, boundary: string): Upload {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  let file: Upload['file'];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new AppError('common.invalid_input');
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') break;
    const headEnd = body.indexOf('\r\n\r\n', at);
    if (headEnd < 0) throw new AppError('common.invalid_input');
    const head = body.subarray(at, headEnd).toString('utf8');
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headEnd + 4);
    if (next < 0) throw new AppError('common.invalid_input');
    const content = body.subarray(headEnd + 4, next);
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const filename = /\bfilename\*?="?([^";\r\n]*)"?/i.exec(disposition)?.[1];
    if (filename !== undefined) {
      file ??= { name: decodeName(filename), bytes: Buffer.from(content) };
    } else if (name) {
      fields[name] = content.toString('utf8');
    }
    at = next + 2;
  }
  return { fields, ...(file && { file }) };
}

function decodeName(name: string): string {
  const plain = name.replace(/^UTF-8''/i, '');
  try {
    return decodeURIComponent(plain).replace(/^.*[\\/]/, '') || 'file.xlsx';
  } catch {
    return plain.replace(/^.*[\\/]/, '') || 'file.xlsx';
  }
}

/** Sends a file answer of a `download` route. */
export function sendFile(
  reply: FastifyReply,
  file: { name: string; type: string; body: Uint8Array },
) {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.type)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.body));
}
