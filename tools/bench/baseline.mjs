// `--baseline=<git ref>`: that ref's portal, built as the bench builds today's, to be measured beside it in
// alternating pairs. The ref is checked out in a git worktree under tmp/bench (gitignored; kept for the next run);
// its node_modules is this checkout's when the two package-lock.json are identical, else its own lock installed
// (`npm ci`, or `npm install` for a ref whose lock is incomplete, which `npm ci` refuses).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { API_URL, log, paths, root } from './options.mjs';

const git = (args, cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** The worktree of `ref` (checked out once, at the commit the ref names now), with its packages installed. */
function worktreeOf(ref) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = join(paths.baselineWorktrees, `baseline-${commit.slice(0, 7)}`);
  if (!existsSync(join(dir, '.git'))) {
    log(`checking out ${ref} (${commit.slice(0, 7)}) in ${dir}…`);
    git(['worktree', 'add', '--detach', dir, commit]);
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    const lock = (at) => readFileSync(join(at, 'package-lock.json'), 'utf8');
    if (lock(dir) === lock(root)) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    else {
      const npm = (args) =>
        execFileSync('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund'], {
          cwd: dir,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
      log(`installing ${ref}'s own lock…`);
      try {
        npm(['ci']);
      } catch {
        log(`its lock is incomplete for npm ci: npm install`);
        npm(['install']);
      }
    }
  }
  return { dir, commit };
}

/** Builds `ref`'s portal in production mode into tmp/bench/baseline, its API on the bench's port. */
export function buildBaseline(ref) {
  const { dir, commit } = worktreeOf(ref);
  log(`building the baseline ${ref} (${commit.slice(0, 7)})…`);
  execFileSync(
    join(dir, 'node_modules', '.bin', 'vite'),
    [
      'build',
      '--config',
      'apps/portal/vite.config.ts',
      '--outDir',
      paths.baselineDist,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_API_URL: API_URL,
        VITE_AUTH_URL: `${API_URL}/demo-auth/login`,
        BUILD_ID: `bench-baseline-${commit.slice(0, 7)}`,
      },
    },
  );
  return { ref, commit };
}
