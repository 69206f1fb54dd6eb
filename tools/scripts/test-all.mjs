#!/usr/bin/env node
// Every test of the workspace, each step an Nx target (cached where its result is pure): the checks
// (formatting, house rules, the lock, Nx's inputs, affected-only CI), lint, type check, unit and integration
// tests, build, the bundle checks (no workshop code, the size budget), then the end-to-end journeys in Debian's
// chromium. Ends with a table of the steps (tests run, tasks from the cache, time) and a closing line of tests
// passed and failed, counted from the runners' own reports: Nx's task results (run.json in its cache folder),
// vitest's JSON report of each project (dist/test-reports) and Playwright's (dist/e2e/report.json), never from
// their console text. Exits non-zero when anything fails.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: '0',
};
const nx = (...args) => ['npx', 'nx', ...args, '--outputStyle=stream'];

const steps = [
  {
    name: 'checks (format, house rules, the generator, docs, lock, Node, Nx inputs, workflows, unused code, affected)',
    command: nx(
      'run-many',
      '-t',
      'format',
      'house-rules',
      'generator',
      'docs',
      'lock',
      'node',
      'nx-inputs',
      'workflows',
      'unused',
      'affected',
      '-p',
      'checks',
    ),
    unit: 'checks',
  },
  {
    name: 'lint, type check, unit and integration tests, build',
    command: nx('run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2'),
    unit: 'vitest',
  },
  {
    name: 'the portal bundle: no workshop code, within its size budget',
    command: nx('run-many', '-t', 'portal-bundle', 'size-budget', '-p', 'checks'),
    unit: 'checks',
  },
  { name: 'end-to-end journeys (Playwright)', command: nx('run', 'portal-e2e:e2e'), unit: 'playwright' },
];

const reportsDir = join(root, 'dist', 'test-reports');
const playwrightReport = join(root, 'dist', 'e2e', 'report.json');
// Nx writes each run's task results (status, cache hit, times) to run.json in its cache folder.
const nxRunFile = join(createRequire(import.meta.url)('nx/src/utils/cache-directory').cacheDir, 'run.json');

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const filesNamed = (dir, name) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .filter((file) => basename(file) === name)
        .map((file) => join(dir, file))
    : [];

/** Nx's task results of the run that started at `since` (none when Nx wrote no run.json for it). */
function nxTasks(since) {
  const run = readJson(nxRunFile);
  if (!run || Date.parse(run.run.startTime) < since) return [];
  return run.tasks.map((task) => ({
    id: task.taskId,
    target: task.target,
    ok: task.status === 0,
    cached: task.cacheStatus !== 'cache-miss',
  }));
}

/** Vitest's JSON reports (vitest.shared.ts writes one per project; the cache restores them). */
function vitestCounts() {
  let passed = 0;
  let failed = 0;
  const blamed = [];
  for (const file of filesNamed(reportsDir, 'vitest.json')) {
    const report = readJson(file);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults) {
      const where = relative(root, suite.name);
      const failures = suite.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failures) blamed.push(`${where} › ${test.fullName}`);
      // A file that failed before its tests ran (an import, a syntax error) has no failed test to name.
      if (suite.status === 'failed' && failures.length === 0) blamed.push(where);
    }
  }
  return { passed, failed, blamed, extra: '', figures: [] };
}

/** Playwright's JSON report: its totals, the failed journeys, the figures the bad-day journeys annotate. */
function playwrightCounts() {
  const report = readJson(playwrightReport);
  if (!report) return { passed: 0, failed: 0, blamed: [], extra: '', figures: [] };
  const blamed = [];
  const figures = [];
  let axe = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') blamed.push(`[${test.projectName}] › ${spec.file} › ${spec.title}`);
        for (const note of test.annotations ?? []) {
          if (note.type === 'axe page') axe += 1;
          if (note.type === 'figure' && note.description)
            figures.push(note.description.replace(/^bad days: /, ''));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  for (const error of report.errors ?? []) blamed.push(`playwright: ${error.message?.split('\n')[0]}`);
  const { expected, unexpected, flaky } = report.stats;
  const extra = [flaky ? `${flaky} flaky` : '', axe ? `${axe} pages through axe` : '']
    .filter(Boolean)
    .join(', ');
  return { passed: expected + flaky, failed: unexpected, blamed, extra, figures: [...new Set(figures)] };
}

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = step.command;
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('close', (status) => {
      const tasks = nxTasks(started);
      const failedTasks = tasks.filter((task) => !task.ok).map((task) => `task ${task.id}`);
      const counts =
        step.unit === 'vitest'
          ? vitestCounts()
          : step.unit === 'playwright'
            ? playwrightCounts()
            : {
                passed: tasks.filter((task) => task.ok).length,
                failed: failedTasks.length,
                blamed: [],
                extra: '',
                figures: [],
              };
      resolve({
        ...step,
        ...counts,
        ok: status === 0,
        seconds: (Date.now() - started) / 1000,
        cached: `${tasks.filter((task) => task.cached).length} of ${tasks.length}`,
        blamed: [...failedTasks, ...counts.blamed],
      });
    });
  });
}

// Reports left from an earlier run must not be counted: every report read below is this run's (written, or
// restored with a task's outputs from the cache).
rmSync(reportsDir, { recursive: true, force: true });
rmSync(playwrightReport, { force: true });

const results = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = await runStep(step);
  if (!result.ok) console.error(`\n✗ ${step.name} failed`);
  results.push(result);
}

const duration = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
const rows = [
  ['step', 'result', 'tests passed', 'failed', 'Nx tasks from the cache', 'time'],
  ...results.map((r) => [
    r.name,
    r.ok ? 'ok' : 'FAILED',
    `${r.passed} ${r.unit === 'checks' ? 'check tasks' : r.unit === 'vitest' ? 'vitest tests' : 'journeys'}${r.extra ? ` (${r.extra})` : ''}`,
    String(r.failed),
    r.cached,
    duration(r.seconds),
  ]),
];
const total = (Date.now() - started) / 1000;
rows.push(['total', results.every((r) => r.ok) ? 'ok' : 'FAILED', '', '', '', duration(total)]);
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(`\n${line(rows[0])}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows.slice(1)) console.log(line(row));

const figures = results.flatMap((r) => r.figures);
if (figures.length) console.log(`\nbad days:\n${figures.map((figure) => `  - ${figure}`).join('\n')}`);

const blamed = results.flatMap((r) => r.blamed);
if (blamed.length) console.log(`\nwhat failed:\n${blamed.map((name) => `  - ${name}`).join('\n')}`);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
// A step that failed without a test to blame (a build, a type error) still counts as one failure.
const failed = results.reduce((sum, r) => sum + (r.ok ? r.failed : Math.max(1, r.failed)), 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
