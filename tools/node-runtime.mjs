// The Node the workspace runs on: the range package.json's `engines` declares and the exact version .nvmrc pins.
// Where the system's Node is outside that range (an older Debian, an unmanaged CI image), the set-up provisions
// the pinned version from the npm registry, which serves Node's binaries as packages (node-<platform>-<arch>),
// into .node/ (gitignored); the npm scripts then run their work with its bin folder first on PATH. It lives outside
// tools/scripts and tools/checks because both read it: the set-up provisions by it, checks:node proves by it.
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const NODE_PREFIX = join(root, '.node');

/** The declared range (`engines.node` in package.json) and the pinned version (.nvmrc). */
export function declaredNode() {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node;
  const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  if (!range) throw new Error('package.json declares no engines.node');
  return { range, pinned };
}

const parse = (version) => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!match) throw new Error(`not a version: ${version}`);
  return match.slice(1, 4).map(Number);
};
const compare = (a, b) => a.reduce((order, part, index) => order || part - b[index], 0);

/**
 * Whether a version satisfies a range written as the workspace writes them: `^X.Y.Z` (same major, at least
 * X.Y.Z) or `>=X.Y.Z`. Anything else throws, so a range this cannot read is never taken as satisfied.
 */
export function satisfies(version, range) {
  const wanted = /^(\^|>=)(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!wanted) throw new Error(`unsupported engines range "${range}" (write ^X.Y.Z or >=X.Y.Z)`);
  const [have, floor] = [parse(version), parse(wanted[2])];
  return compare(have, floor) >= 0 && (wanted[1] === '>=' || have[0] === floor[0]);
}

/** The registry's package with Node's binary for this machine (win32 is published as "win"). */
export const nodePackage = (platform = process.platform, arch = process.arch) =>
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
  if (!satisfies(process.version, range)) {
    const bin = provisionedBin(pinned);
    if (!bin) {
      throw new Error(
        `Node ${process.version} does not satisfy engines "${range}" and Node ${pinned} is not provisioned: ` +
          'run `npm run setup` (or `nvm install`, which reads .nvmrc).',
      );
    }
    path.unshift(bin);
  }
  return { ...env, [pathKey]: path.filter(Boolean).join(delimiter) };
}
