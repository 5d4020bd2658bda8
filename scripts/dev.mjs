// `npm run dev`: the server with reload (tsx watch) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@console/server'], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.resolve('data') },
  }),
  spawn('npm', ['run', 'dev', '-w', '@console/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
