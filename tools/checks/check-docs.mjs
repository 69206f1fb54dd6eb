#!/usr/bin/env node
// Proves the docs name only what exists. Their links, to files and to headings (in the same doc or another), are
// remark-validate-links's to check (through remark-cli, first proved on two scratch docs with a broken link of each
// kind); this file checks what it does not: every file or folder a doc (README.md, docs/*.md) names in code text,
// every `npm run <script>` and every Nx project and target (`nx run a:b`, `nx <target> <project>`,
// `checks:<target>`). A doc that still names a renamed file, a removed script or a target that is gone fails here,
// naming the doc, its line and what is missing. The code's comments cite no issue number either (a comment says
// why the code is so; its history is in git log). Part of `npm test` (nx run checks:docs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim().split('\n');

// Files that are written by a run, never committed, which the docs name as what a reader will find after one.
const WRITTEN_BY_A_RUN = new Set([
  'run.json',
  'manifest.json',
  'report.json',
  'vitest.json',
  'student.json',
  'version.json',
  'sw.js',
]);
const TOP_FOLDERS = /^(apps|libs|tools|e2e|docs|\.github)\//;
const FILE_NAME = /^[\w.-]+\.(?:mjs|cjs|js|ts|tsx|json|md|ya?ml|conf|template|html|css)$/;

const tracked = git('ls-files', '--cached', '--others', '--exclude-standard');
const folders = new Set(tracked.flatMap((file) => ancestors(file)));
const baseNames = new Set(tracked.map((file) => basename(file)));
const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts);
const docs = ['README.md', ...tracked.filter((file) => /^docs\/[^/]+\.md$/.test(file))];

function ancestors(file) {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** A doc's path, placeholders (`<domain>`) and `*` standing for one segment, `...` for any rest. */
function pathExists(written) {
  const path = written.replace(/\/(\.\.\.)?$/, '');
  if (!/[<*]/.test(path)) return tracked.includes(path) || folders.has(path);
  const pattern = new RegExp(
    `^${path
      .split(/(<[^>]+>|\*)/)
      .map((part) =>
        part === '*' || part.startsWith('<') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}(/|$)`,
  );
  return tracked.some((file) => pattern.test(file));
}

/** Nx's projects and their targets (inferred ones included), from the project graph. */
function nxTargets() {
  const folder = mkdtempSync(join(tmpdir(), 'check-docs-'));
  try {
    const file = join(folder, 'graph.json');
    execFileSync('npx', ['nx', 'graph', `--file=${file}`], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
    const { graph } = JSON.parse(readFileSync(file, 'utf8'));
    return new Map(
      Object.values(graph.nodes).map((node) => [node.name, new Set(Object.keys(node.data.targets))]),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const projects = nxTargets();
const failures = [];

/**
 * remark-validate-links over `files` (relative to `cwd`), through remark-cli: its report, one line a broken link.
 * The repository is no hosted one to it (no `origin` remote here), so it checks local links only.
 */
function brokenLinks(cwd, files) {
  const remark = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'remark-cli', 'cli.js'),
      ...files,
      '--use',
      'remark-validate-links=repository:false',
      '--frail',
      '--quiet',
      '--no-stdout',
      '--no-color',
    ],
    { cwd, encoding: 'utf8' },
  );
  // The report: a file's name on a line of its own, then its warnings (`line:column  warning  message  rule`).
  const warnings = [];
  let file = '';
  for (const line of `${remark.stdout}${remark.stderr}`.split('\n')) {
    if (/^\S+\.md$/.test(line.trim())) file = line.trim();
    else if (line.includes('remark-validate-links:'))
      warnings.push(`${file}:${line.trim().replace(/\s+/g, ' ')}`);
  }
  return { ok: remark.status === 0, warnings };
}

// The link check, proved first on two scratch docs: a missing file and a heading the other doc does not have.
// They sit in the workspace's tmp/ (gitignored), where remark-cli finds the plugin.
mkdirSync(join(root, 'tmp'), { recursive: true });
const scratch = mkdtempSync(join(root, 'tmp', 'check-docs-links-'));
try {
  writeFileSync(
    join(scratch, 'a.md'),
    '# A\n\n[there](b.md#no-such-heading), [gone](gone.md), [fine](b.md#b)\n',
  );
  writeFileSync(join(scratch, 'b.md'), '# B\n');
  const proof = brokenLinks(scratch, ['a.md', 'b.md']);
  const named = ['no-such-heading', 'gone.md'].filter((what) =>
    proof.warnings.some((line) => line.includes(what)),
  );
  if (proof.ok || named.length !== 2 || proof.warnings.length !== 2)
    failures.push(
      `remark-validate-links no longer names a missing file and a missing heading: ${proof.warnings}`,
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const links = brokenLinks(root, docs);
for (const warning of links.warnings) failures.push(`a link: ${warning.trim()}`);
if (!links.ok && links.warnings.length === 0) failures.push('remark-validate-links failed on the docs');

for (const doc of docs) {
  const lines = readFileSync(join(root, doc), 'utf8').split('\n');
  let fenced = false;
  lines.forEach((line, index) => {
    const where = `${doc}:${index + 1}`;
    const fail = (what) => failures.push(`${where}: ${what}`);
    if (/^\s*```/.test(line)) fenced = !fenced;
    const spans = fenced ? [line] : [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

    for (const span of spans) {
      for (const word of span.split(/\s+/)) {
        const token = word.replace(/^[('"]+|[)'",;:]+$/g, '');
        if (TOP_FOLDERS.test(token) && !/[{}$=]/.test(token) && !pathExists(token))
          fail(`names ${token}, which does not exist`);
        else if (!fenced && FILE_NAME.test(token) && !baseNames.has(token) && !WRITTEN_BY_A_RUN.has(token))
          fail(`names a file ${token}, which no folder holds`);
      }
      for (const [, script] of span.matchAll(/\bnpm run ([\w:-]+)/g))
        if (!scripts.includes(script)) fail(`names npm run ${script}, which package.json does not define`);
      const targets = [
        ...[...span.matchAll(/\bnx run ([\w-]+):([\w-]+)/g)].map(([, project, target]) => [project, target]),
        ...[...span.matchAll(/\bnx (?!run\b|run-many\b|affected\b|graph\b|show\b)([\w-]+) ([\w-]+)/g)].map(
          ([, target, project]) => [project, target],
        ),
        ...[...span.matchAll(/(?:^|\s)checks:([\w-]+)/g)].map(([, target]) => ['checks', target]),
      ];
      for (const [project, target] of new Map(targets.map((pair) => [pair.join(':'), pair])).values()) {
        if (!projects.has(project)) fail(`names the Nx project ${project}, which does not exist`);
        else if (!projects.get(project).has(target))
          fail(`names ${project}:${target}, a target it does not have`);
      }
    }
  });
}

// A comment citing an issue ("issue 15", "issues 12 and 14", "#15" after "issue"): the code's own files.
const ISSUE_CITED = /\bissues?\s+#?\d+/i;
const CODE_FILE = /^(apps|libs|tools|e2e)\/.*\.(?:[cm]?js|tsx?|css|html|conf)$/;
if (!ISSUE_CITED.test('// the two ways in (issue 15)') || ISSUE_CITED.test('world.issueTokens(id)'))
  failures.push('check-docs.mjs: its issue-number pattern no longer tells a citation from a name');
// This file names the pattern it looks for.
const SELF = 'tools/checks/check-docs.mjs';
for (const file of tracked.filter(
  (path) => CODE_FILE.test(path) && path !== SELF && existsSync(join(root, path)),
)) {
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (ISSUE_CITED.test(line)) failures.push(`${file}:${index + 1}: cites an issue number in code`);
    });
}

for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(`docs: ${docs.length} docs read, ${failures.length === 0 ? 'ok' : `${failures.length} failed`}`);
process.exitCode = failures.length === 0 ? 0 : 1;
