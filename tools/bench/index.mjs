#!/usr/bin/env node
// The performance bench: the portal held against the floor (tools/perf-floor, the least a signed-in panel page on
// this stack ships), both built and measured in the same run on this machine. Never part of `npm test` (its size
// budget is: tools/checks/check-size-budget.mjs, on the same sets as the sizes job here).
//
//   npm run bench                      every job: builds, sizes, Lighthouse, runtime pair at CPU 4x, return visit
//                                      (worker and kept answers), 5,000 invoices, growth (10 / 5,000 / 50,000 invoices),
//                                      field data (p75 per route of the portal's beacons: tmp/bench/field.html)
//   npm run bench -- --check           the same, and exits non-zero naming each goal of the issue not met
//   npm run bench -- --quick           fewer runs (1 Lighthouse run per page, 2 runtime pairs) for iteration
//   flags: --no-<job> (leave a job out: --no-build reuses tmp/bench's builds, --no-lighthouse, --no-runtime,
//          --no-return-visit, --no-invoices, --no-growth, --no-field), --sizes-only (no browser job), --runs=N (runtime and
//          return-visit rounds), --lighthouse-runs=N,
//          --json=<file> (also write the JSON there), --baseline=<git ref> (that ref's portal built in a worktree
//          under tmp/bench and measured against today's in alternating pairs: tools/bench/baseline.mjs),
//          --resamples=N (bootstrap resamples of each ratio's 95 % interval), --settings=both (the runtime job in
//          https + HTTP/2 and plain HTTP/1.1, each at 412 x 823 and 1280 x 800)
//
// A job is one module in tools/bench/jobs, its default export:
//   { name, browser, run(context) → result, rows?(result) → table rows, goals?(result) → [{ measure, value,
//   goal, met }] }
// `name` keys its result in the JSON (and `--no-<name>` leaves it out); `browser: true` jobs get the two builds
// served (portal on BENCH_PORTAL_PORT 4391, floor on BENCH_FLOOR_PORT 4392) and are left out by --sizes-only; a
// job needing the demo API starts its own (servers.mjs: withDemoApi, on BENCH_API_PORT 3391, with its settings)
// and its browser (withBrowser). `context.results` holds the results of the jobs run before it. Rows are
// [measure, portal, floor, ratio, goal]; goals are what `--check` asserts. A new job is one more file, added to
// JOBS below.
import { availableParallelism, loadavg } from 'node:os';
import build from './jobs/build.mjs';
import field from './jobs/field.mjs';
import growth from './jobs/growth.mjs';
import invoices from './jobs/invoices.mjs';
import lighthouse from './jobs/lighthouse.mjs';
import returnVisit from './jobs/return-visit.mjs';
import runtime from './jobs/runtime.mjs';
import sizes from './jobs/sizes.mjs';
import { writeFileSync } from 'node:fs';
import { log, options } from './options.mjs';
import { serveBuilds } from './servers.mjs';

/** The jobs in the order they run; the table lists their rows in the same order. */
const JOBS = [build, sizes, lighthouse, runtime, returnVisit, invoices, growth, field];

function table(jobs, results) {
  const rows = [
    ['measure', 'portal', 'floor', 'ratio', 'goal'],
    ...jobs.flatMap((job) => (job.rows && results[job.name] ? job.rows(results[job.name]) : [])),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** Each goal of the jobs that have some, met or not; a job left out has its goals "not measured". */
function check(jobs, results) {
  let failed = 0;
  const lines = [];
  for (const job of jobs.filter((candidate) => candidate.goals)) {
    const result = results[job.name];
    if (!result) {
      lines.push(`–    ${job.name}: not measured (the job was left out), its goals not checked`);
      continue;
    }
    for (const { measure, value, goal, met } of job.goals(result)) {
      if (!met) failed += 1;
      lines.push(`${met ? 'ok  ' : 'FAIL'} ${measure}: ${value ?? 'no figure'} (goal ${goal})`);
    }
  }
  const { cpus, loadAverage } = results.machine;
  const timed = jobs.some((job) => job.browser && results[job.name]);
  if (timed && Math.max(...loadAverage) > cpus)
    lines.push(
      `note the machine was busy (load average ${loadAverage.join(' → ')} on ${cpus} CPUs): the timings and ` +
        "Lighthouse scores are slower than on an idle one (the floor's are in the table)",
    );
  lines.push(failed === 0 ? 'bench: every goal met' : `bench: ${failed} goal(s) not met`);
  return { failed, text: lines.join('\n') };
}

async function runBench(jobs) {
  const enabled = jobs.filter((job) => !options.skips(job.name) && !(options.sizesOnly && job.browser));
  const load = () => Math.round(loadavg()[0] * 10) / 10;
  const results = { measuredAt: new Date().toISOString(), quick: options.quick };
  // The timings are only as good as the machine is idle: its 1-minute load average at the start and the end.
  results.machine = { cpus: availableParallelism(), loadAverage: [load()] };
  let servers = [];
  try {
    for (const job of enabled) {
      if (job.browser && servers.length === 0) servers = await serveBuilds();
      log(`${job.name}…`);
      const result = await job.run({ results });
      if (result !== undefined) results[job.name] = result;
    }
  } finally {
    for (const server of servers) server.close();
  }
  results.machine.loadAverage.push(load());
  const json = JSON.stringify(results, null, 2);
  console.log(json);
  console.log();
  console.log(table(jobs, results));
  if (options.json) writeFileSync(options.json, `${json}\n`);
  if (!options.check) return 0;
  const { failed, text } = check(jobs, results);
  console.log();
  console.log(text);
  return failed === 0 ? 0 : 1;
}

runBench(JOBS).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
