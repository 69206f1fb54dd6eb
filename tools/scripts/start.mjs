#!/usr/bin/env node
// Starts the demo back end (http://localhost:3333) and the portal's dev server (http://localhost:4200).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: process.env.NX_DAEMON ?? 'false' };

const children = [
  spawn('npx', ['tsx', 'apps/demo-api/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/portal/vite.config.ts'], { cwd: root, env, stdio: 'inherit' }),
];

console.log(
  '\nStudent portal: http://localhost:4200  (demo sign-in details are printed on the login page)\n',
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
