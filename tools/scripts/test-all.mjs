#!/usr/bin/env node
// Every test of the workspace, each step an Nx target (cached where its result is pure): the checks
// (formatting, house rules, the lock, Nx's inputs, affected-only CI), lint, type check, unit and integration
// tests, build, the bundle checks (no workshop code, the size budget), then the end-to-end journeys in Debian's
// chromium. Ends with a table of the steps (tests run, tasks from the cache, time) and a closing line of tests
// passed and failed. Exits non-zero when anything fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

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
    name: 'checks (format, house rules, lock, Node, Nx inputs, workflows, unused code, affected)',
    command: nx(
      'run-many',
      '-t',
      'format',
      'house-rules',
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

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

/** Tests counted from what each runner prints (a task replayed from the cache prints its output again). */
function countTests(output, unit) {
  const text = plain(output);
  let passed = 0;
  let failed = 0;
  let extra = '';
  let figures = [];
  if (unit === 'vitest') {
    for (const [, summary] of text.matchAll(/^\S*:?\s*Tests\s+(.*\(\d+\))\s*$/gm)) {
      passed += Number(/(\d+) passed/.exec(summary)?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(summary)?.[1] ?? 0);
    }
  } else if (unit === 'playwright') {
    passed = Number(/^(?:\S+:)?\s*(\d+) passed \(/m.exec(text)?.[1] ?? 0);
    failed = Number(/^(?:\S+:)?\s*(\d+) failed\s*$/m.exec(text)?.[1] ?? 0);
    const flaky = Number(/^(?:\S+:)?\s*(\d+) flaky\s*$/m.exec(text)?.[1] ?? 0);
    passed += flaky;
    const axe = /accessibility: (\d+) pages checked/.exec(text)?.[1];
    extra = [flaky ? `${flaky} flaky` : '', axe ? `${axe} pages through axe` : ''].filter(Boolean).join(', ');
    // The figure each bad-day journey prints (e2e/portal-e2e/src/bad-day-*.spec.ts).
    figures = [...new Set([...text.matchAll(/bad days: (.+)$/gm)].map((match) => match[1].trim()))];
  } else {
    // One check is one Nx task: `> nx run checks:format` when it starts, `- checks:format` under "Failed tasks".
    const tasks = new Set([...text.matchAll(/^> nx run (\S+)/gm)].map((match) => match[1]));
    const failures = new Set([...text.matchAll(/^\s+- (\S+:\S+)\s*$/gm)].map((match) => match[1]));
    failed = [...tasks].filter((task) => failures.has(task)).length;
    passed = tasks.size - failed;
  }
  // Nx's closing lines: "Cache: 3/75 hit", or "Nx read the output from the cache ... for 3 out of 75 tasks".
  // Without those lines (Nx leaves them out when it printed no task's output live), its task headers tell:
  // `> nx run p:t  [local cache]` or `[existing outputs match the cache, left as is]` for a replayed task.
  const headers = [...text.matchAll(/^> nx run \S+(.*)$/gm)].map((match) => match[1]);
  const replayed = headers.filter((rest) =>
    /\[(?:local cache|remote cache|existing outputs match the cache)/.test(rest),
  );
  const cached =
    /Cache:\s+(\d+)\/(\d+) hit/.exec(text) ??
    /read the output from the cache instead of running the command for (\d+) out of (\d+) tasks?/.exec(
      text,
    ) ??
    (headers.length ? [null, replayed.length, headers.length] : null);
  return {
    passed,
    failed,
    extra,
    figures,
    cached: cached ? `${cached[1]} of ${cached[2]}` : '0',
    blamed: blame(text),
  };
}

/** What failed, by name: Nx's failed tasks, vitest's failed files and tests, Playwright's failed journeys. */
function blame(text) {
  const names = [
    ...[...text.matchAll(/^\s+- (\S+:\S+)\s*$/gm)].map((match) => `task ${match[1]}`),
    ...[...text.matchAll(/^(?:\S+:)?\s*FAIL\s+(.+)$/gm)].map((match) => match[1].trim()),
    ...[...text.matchAll(/^(?:\S+:)?\s+\d+\) (\[.+)$/gm)].map((match) => match[1].trim()),
  ];
  return [...new Set(names)];
}

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = step.command;
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (status) => {
      resolve({
        ...step,
        ok: status === 0,
        seconds: (Date.now() - started) / 1000,
        ...countTests(output, step.unit),
      });
    });
  });
}

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
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
