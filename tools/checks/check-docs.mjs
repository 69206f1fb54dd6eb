#!/usr/bin/env node
// Proves the docs name only what exists: every file or folder a doc (README.md, docs/*.md) names in code text, every
// relative link and its #heading, every `npm run <script>` and every Nx project and target (`nx run a:b`,
// `nx <target> <project>`, `checks:<target>`). A doc that still names a renamed file, a removed script or a target
// that is gone fails here, naming the doc, its line and what is missing. The code's comments cite no issue number
// either (a comment says why the code is so; its history is in git log). Part of `npm test` (nx run checks:docs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';

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

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file) =>
  new Set(
    [...readFileSync(join(root, file), 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1])),
  );

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

    if (fenced) return;
    for (const [, link] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(link)) continue;
      const [file, anchor] = link.split('#');
      const target = file ? posix.normalize(posix.join(dirname(doc), file)) : doc;
      if (!existsSync(join(root, target))) fail(`links to ${link}, which does not exist`);
      else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor))
        fail(`links to ${link}, a heading ${target} does not have`);
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
