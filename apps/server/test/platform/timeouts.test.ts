import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Slow and stalled clients cannot hold a connection (README, RECEIVE_TIMEOUT and IDLE_TIMEOUT):
 * a real TCP client against the listening server, with limits of a second or two.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ RECEIVE_TIMEOUT: '2', IDLE_TIMEOUT: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const HEAD = [
  `POST ${routes['auth.login'].path} HTTP/1.1`,
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 1000',
  '',
  '',
].join('\r\n');

/** Sends the headers and the start of a body; answers what the server sent before it closed. */
function openUpload(trickle: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(`${HEAD}{"username":"`);
      if (trickle) timer = setInterval(() => socket.write('a'), 300);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    // Far beyond both limits: the test fails rather than hangs if the server never closes.
    setTimeout(() => reject(new Error('the server kept the connection open')), 20_000).unref();
  });
}

describe('connection limits', () => {
  it('closes a connection whose body stalls', async () => {
    const answer = await openUpload(false);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('answers 408 and closes when a body trickles in past the time for the whole request', async () => {
    expect(await openUpload(true)).toMatch(/^HTTP\/1\.1 408/);
  });

  it('leaves ordinary calls alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
