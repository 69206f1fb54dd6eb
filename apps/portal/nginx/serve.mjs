#!/usr/bin/env node
// The production build as it is deployed: builds the portal, renders this folder's nginx config for it and runs Debian's
// nginx in the foreground on http://localhost:8080 (pid, logs and temporary files under tmp/nginx, no system
// service), with the demo back end on http://localhost:3333. Ctrl-C stops both.
//   --no-build     serve dist/apps/portal as it is (the e2e target builds it first)
//   --no-demo-api  nginx only (the e2e suite starts the demo back end itself)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import {
  ConfigError,
  brotliAvailable,
  renderLocalNginxConfig,
  renderPortalConfig,
} from './render-config.mjs';

export const SERVE_PORT = 8080;
const root = join(import.meta.dirname, '..', '..', '..');
const dist = join(root, 'dist', 'apps', 'portal');
const prefix = join(root, 'tmp', 'nginx');
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const args = new Set(process.argv.slice(2));
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: process.env.NX_DAEMON ?? 'false' };

function fail(message) {
  console.error(`[serve] ${message}`);
  process.exit(1);
}

if (!existsSync(nginxBinary))
  fail(`${nginxBinary} is missing: run \`npm run setup -- --nginx\` (Debian's nginx).`);

if (!args.has('--no-build')) {
  console.log('[serve] Building the portal for production…');
  const build = spawnSync('npx', ['nx', 'run', 'portal:build', '--outputStyle=static'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('The build failed.');
}
const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile))
  fail(`${indexFile} is missing: build the portal first (npx nx run portal:build).`);

// Browsers resolve localhost to 127.0.0.1 or ::1; nginx listens on both loopbacks (never on the network).
const hasIpv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
  (addresses ?? []).some((address) => address.address === '::1'),
);
const listen = [`127.0.0.1:${SERVE_PORT}`, ...(hasIpv6Loopback ? [`[::1]:${SERVE_PORT}`] : [])];

const brotli = brotliAvailable();
mkdirSync(join(prefix, 'temp'), { recursive: true });
try {
  const portalConf = renderPortalConfig({
    root: dist,
    indexHtml: readFileSync(indexFile, 'utf8'),
    listen,
    brotli,
  });
  writeFileSync(join(prefix, 'portal.conf'), portalConf);
  writeFileSync(join(prefix, 'nginx.conf'), renderLocalNginxConfig({ prefix, brotli }));
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const children = [];
if (!args.has('--no-demo-api')) {
  children.push(spawn('npx', ['tsx', 'apps/demo-api/src/main.ts'], { cwd: root, env, stdio: 'inherit' }));
}
children.push(
  spawn(nginxBinary, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
);

console.log(
  `\n[serve] Student portal (production build through nginx${brotli ? ', gzip and brotli' : ', gzip'}): ` +
    `http://localhost:${SERVE_PORT}\n[serve] Config: ${join(prefix, 'portal.conf')}  Ctrl-C stops.\n`,
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  // nginx shuts down fast on SIGTERM; the process ends once every child has.
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    stop(code ?? 0);
  });
}
