/** `npm run dev`: the API server with reload, and Vite's dev server proxying /api and the socket to it. */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/main.ts'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', process.env.HOST ?? '127.0.0.1'], {
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
