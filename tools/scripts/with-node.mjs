#!/usr/bin/env node
// Runs a command on the workspace's Node (tools/node-runtime.mjs): `node tools/scripts/with-node.mjs
// nx affected -t lint`. The npm scripts start through it, so their work runs on Node 24 even where the system's
// Node (which npm itself runs on) is older.
import { spawn } from 'node:child_process';
import { nodeEnv } from '../node-runtime.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/scripts/with-node.mjs <command> [args...]');
  process.exit(2);
}
let env;
try {
  env = nodeEnv();
} catch (error) {
  console.error(`[with-node] ${error.message}`);
  process.exit(1);
}
const child = spawn(command, args, {
  cwd: process.cwd(),
  env,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
