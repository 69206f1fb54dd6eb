#!/usr/bin/env node
// Installs what the portal needs on a fresh machine: npm packages (never a browser download); the Node that
// package.json's devEngines declare, from the npm registry into .node/, where the system's is older and the
// registry serves that Node for the platform (elsewhere, an Apple silicon Mac for one, it stops and says to install
// it with nvm, fnm or Volta); with --browser, Debian's chromium for the end-to-end tests (and openssl for the
// bench); with --nginx, Debian's nginx (and its brotli module where the distribution has one) for `npm run serve`
// and the end-to-end tests. Safe to run again: it skips what is there.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const wantsBrowser = process.argv.includes('--browser');
const wantsNginx = process.argv.includes('--nginx');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NX_NO_CLOUD: 'true' };

function run(command, options = {}) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', cwd: root, env, ...options });
}

const lockfile = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.portal-install-stamp');
const lockHash = createHash('sha256').update(readFileSync(lockfile)).digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  // Exactly the committed lock (every platform's optional packages are in it); never rewrites it.
  run('npm ci --no-audit --no-fund');
  writeFileSync(stamp, lockHash);
}

// The declared Node (devEngines; the exact version in .nvmrc) where the system's is outside the range. npm itself
// may stay on the older Node (it warns, EBADDEVENGINES); the scripts run their work on this one. node-runtime.mjs
// reads ranges with semver, which `npm ci` has just installed.
const { NODE_PREFIX, declaredNode, nodePlan, provisionedBin } = await import('../node-runtime.mjs');
const node = declaredNode();
const plan = nodePlan({ declared: node });
if (plan.action === 'system') {
  console.log(`Node ${process.version} (satisfies devEngines "${node.range}")`);
} else if (plan.action === 'provisioned') {
  console.log(`Node ${node.pinned} in .node/ (the system's ${process.version} is outside "${node.range}")`);
} else if (plan.action === 'manual') {
  console.error(plan.message);
  process.exit(1);
} else {
  try {
    run(
      `npm install --prefix "${NODE_PREFIX}" --no-save --no-package-lock --no-audit --no-fund ${plan.package}`,
    );
  } catch {
    throw new Error(
      `Node ${process.version} is outside devEngines "${node.range}" and ${plan.package} could not be installed: ` +
        `install Node ${node.pinned} yourself (\`nvm install\` or \`fnm install\` read .nvmrc).`,
    );
  }
  if (!provisionedBin(node.pinned)) throw new Error(`${plan.package} installed no node binary`);
  console.log(`Node ${node.pinned} provisioned in .node/`);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
let aptUpdated = false;
function aptInstall(packages) {
  if (!aptUpdated) run(`${sudo}apt-get update`);
  aptUpdated = true;
  run(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${packages.join(' ')}`,
  );
}

if (wantsBrowser) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // openssl makes the bench's localhost certificate (tools/bench/servers.mjs); Debian usually has it already.
  const missing = [!existsSync(chromium) && 'chromium', !existsSync('/usr/bin/openssl') && 'openssl'];
  if (missing.some(Boolean)) aptInstall(missing.filter(Boolean));
  console.log(execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim());
}

if (wantsNginx) {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(nginx)) {
    // Brotli is a separate Debian package (bookworm and later); where the distribution has none, gzip only.
    if (!aptUpdated) run(`${sudo}apt-get update`);
    aptUpdated = true;
    const brotli = 'libnginx-mod-http-brotli-filter';
    const known = spawnSync('apt-cache', ['show', brotli], { stdio: 'ignore' }).status === 0;
    aptInstall(known ? ['nginx', brotli] : ['nginx']);
  }
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`${nginx} -v failed`);
  console.log(`${version.stderr}${version.stdout}`.trim());
}
