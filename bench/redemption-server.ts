import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A process of its own listening on 127.0.0.1:`port`, and how to stop it. */
export interface Child {
  url: string;
  process: ChildProcess;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL and wait for the exit: nothing the server buffered gets out. */
  kill: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: not up after 60 s`);
}

function start(script: string, port: number, env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // The access log at info goes where a pipe to a collector would cost about as much: nowhere.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return waitUntilUp(url, child).then(() => ({
    url,
    process: child,
    stop: signal('SIGTERM'),
    kill: signal('SIGKILL'),
  }));
}

/** The real server (apps/server/src/server.ts through tsx, as `npm run dev` runs it). */
export async function startServer(env: Record<string, string>): Promise<Child> {
  return start('apps/server/src/server.ts', await freePort(), env);
}

/** The bare Fastify route (redemption-bare.ts), in a process of its own like the server. */
export async function startBare(): Promise<Child> {
  return start('bench/redemption-bare.ts', await freePort(), {});
}
