/**
 * A small phase scheduler for the test pipeline (`npm test`, `npm run check`, `.ci/run`): phases with
 * dependencies run as soon as what they need has finished, highest priority first, as many at once as
 * their declared CPU weights allow on this machine (keeping the weights of higher-priority phases whose
 * needs are running for them), each with its output in its own log file (its tail printed when it
 * fails). At the end it prints a table of every phase with its seconds and, for test suites, the count
 * of tests it ran (read from vitest's JSON report), with the CPU seconds each used, and how busy the
 * machine's cores were meanwhile. Node built-ins only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

/**
 * @typedef {object} Phase
 * @property {string} name - shown in the log and the table
 * @property {[string, string[]][]} commands - run in turn; the phase fails at the first non-zero exit
 * @property {string[]} [needs] - names of phases that must have succeeded first (a failed need skips this one)
 * @property {number} [cpu] - cores it keeps busy (default 1); the scheduler keeps the sum within the machine's
 * @property {number} [priority] - higher starts first among ready phases (default 0)
 * @property {Record<string, string>} [env] - extra environment
 * @property {string} [cwd] - working directory (default the repository root)
 * @property {string | string[]} [report] - vitest JSON report file(s) to read the test counts from
 */

/** Seconds since `start` (a `process.hrtime.bigint()` value), one decimal. */
const secondsSince = (start) => Math.round(Number(process.hrtime.bigint() - start) / 1e8) / 10;

/** The cgroup (v1) CPU accounting hierarchy, when this machine has one we may write to. */
const CPUACCT = '/sys/fs/cgroup/cpuacct';
let groups = 0;

/**
 * Runs one command with its output appended to `log`, through bash, in a CPU-accounting cgroup of its
 * own when the machine allows it: the CPU seconds then include every process the command started,
 * those it did not wait for too (a browser's renderers). Elsewhere bash's `times` reports the command's
 * and the descendants it waited for.
 * @returns the exit code (or 1 when it could not start or ended on a signal) and the CPU seconds used
 */
function runLogged(command, args, { env, cwd, log }) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'a');
    fs.writeSync(out, `$ ${command} ${args.join(' ')}\n`);
    let group = path.join(CPUACCT, `pipeline-${process.pid}-${(groups += 1)}`);
    try {
      fs.mkdirSync(group);
    } catch {
      group = '';
    }
    const script = '[ -n "$PIPELINE_CGROUP" ] && echo $$ > "$PIPELINE_CGROUP/cgroup.procs" 2>/dev/null; "$@"; code=$?; times >&3; exit $code';
    const child = spawn('bash', ['-c', script, 'phase', command, ...args], {
      cwd: cwd ?? root,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env, PIPELINE_CGROUP: group },
      stdio: ['ignore', out, out, 'pipe'],
    });
    let times = '';
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.on('error', (error) => {
      fs.writeSync(out, `${error.message}\n`);
      fs.closeSync(out);
      resolve({ code: 1, cpu: 0 });
    });
    child.on('close', (code) => {
      fs.closeSync(out);
      // `times` prints the shell's user and system times, then its children's: "0m12.345s 0m1.234s".
      const children = times.trim().split('\n')[1] ?? '';
      let cpu = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds), 0);
      if (group) {
        try {
          cpu = Number(fs.readFileSync(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e9;
          fs.rmdirSync(group);
        } catch {
          /* a process of the phase still runs: the group stays, the reading stands */
        }
      }
      resolve({ code: code ?? 1, cpu });
    });
  });
}

/** The machine's busy and total CPU time so far (clock ticks over every core, from /proc/stat), or null. */
function machineTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = fields[3] + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Test counts of vitest JSON reports (one file or several, summed), or null when there is none. */
function testCounts(reports) {
  const files = [reports ?? []].flat().filter((file) => fs.existsSync(file));
  if (!files.length) return null;
  const sum = { total: 0, passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    try {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      sum.total += json.numTotalTests;
      sum.passed += json.numPassedTests;
      sum.failed += json.numFailedTests;
      sum.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    } catch {
      /* an unreadable report counts nothing */
    }
  }
  return sum;
}

/** The last `lines` lines of a file. */
function tail(file, lines = 150) {
  if (!fs.existsSync(file)) return '';
  const text = fs.readFileSync(file, 'utf8').split('\n');
  return text.slice(-lines).join('\n');
}

/**
 * Runs `phases` and prints the table.
 * @param phases - the phases ({@link Phase})
 * @param options.cores - how many phase weights may run at once (default: the machine's cores)
 * @param options.logDir - where each phase's log goes (default a fresh temporary folder)
 * @param options.earlier - phases measured before this run (e.g. `.ci/run`'s install), shown first in the
 *   table; the wall clock then counts from `CI_STARTED` (seconds since the epoch) when set
 * @param options.title - the table's heading
 * @returns whether every phase succeeded
 */
export async function runPhases(phases, { cores = os.availableParallelism(), logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-')), earlier = [], title = 'phases' } = {}) {
  const started = process.hrtime.bigint();
  const ticksAtStart = machineTicks();
  const state = new Map(phases.map((phase) => [phase.name, { status: 'waiting', seconds: 0 }]));
  const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  console.log(`▶ ${phases.length} phases, up to ${cores} at once; logs in ${logDir}`);

  await new Promise((resolveAll) => {
    let busy = 0;
    const schedule = () => {
      for (const phase of phases) {
        const entry = state.get(phase.name);
        if (entry.status !== 'waiting') continue;
        const needs = (phase.needs ?? []).map((name) => state.get(name)?.status);
        if (needs.some((status) => status === 'failed' || status === 'skipped')) entry.status = 'skipped';
      }
      const waiting = phases.filter((phase) => state.get(phase.name).status === 'waiting');
      const ready = waiting.filter((phase) => (phase.needs ?? []).every((name) => state.get(name)?.status === 'passed')).sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
      // Phases that start as soon as what runs now ends (the browser tests while the seed runs) keep their
      // cores from the lower-priority phases that are ready now.
      const imminent = () =>
        waiting.filter((phase) => state.get(phase.name).status === 'waiting' && !ready.includes(phase) && (phase.needs ?? []).every((name) => ['passed', 'running'].includes(state.get(name)?.status)));
      for (const phase of ready) {
        const cpu = Math.min(phase.cpu ?? 1, cores);
        const kept = imminent()
          .filter((other) => (other.priority ?? 0) > (phase.priority ?? 0))
          .reduce((sum, other) => sum + Math.min(other.cpu ?? 1, cores), 0);
        // Strict priority: a phase that does not fit yet holds back the ones after it, which would
        // otherwise keep taking the cores it waits for.
        if (busy > 0 && busy + kept + cpu > cores) break;
        busy += cpu;
        void start(phase).then(() => {
          busy -= cpu;
          schedule();
        });
      }
      if ([...state.values()].every((entry) => !['waiting', 'running'].includes(entry.status))) resolveAll();
    };
    const start = async (phase) => {
      const entry = state.get(phase.name);
      entry.status = 'running';
      entry.log = path.join(logDir, `${slug(phase.name)}.log`);
      const begun = process.hrtime.bigint();
      console.log(`  [${secondsSince(started).toFixed(0).padStart(4)} s] start  ${phase.name}`);
      let code = 0;
      entry.cpu = 0;
      for (const [command, args] of phase.commands) {
        const run = await runLogged(command, args, { env: phase.env, cwd: phase.cwd, log: entry.log });
        code = run.code;
        entry.cpu += run.cpu;
        if (code !== 0) break;
      }
      entry.seconds = secondsSince(begun);
      entry.counts = testCounts(phase.report);
      entry.status = code === 0 ? 'passed' : 'failed';
      console.log(`  [${secondsSince(started).toFixed(0).padStart(4)} s] ${code === 0 ? '✔' : '✖'} ${phase.name} (${entry.seconds} s)`);
      if (code !== 0) console.log(`\n━━ ${phase.name} failed; the end of its log (${entry.log}) ━━\n${tail(entry.log)}\n━━ end of ${phase.name} ━━\n`);
    };
    schedule();
  });

  const rows = [...earlier.map((row) => ({ name: row.name, status: 'passed', seconds: row.seconds })), ...phases.map((phase) => ({ name: phase.name, ...state.get(phase.name) }))];
  const width = Math.max(...rows.map((row) => row.name.length), 10);
  console.log(`\n━━ ${title} ━━`);
  console.log(`${'phase'.padEnd(width)}  result   seconds  CPU s  tests`);
  for (const row of rows) {
    const counts = row.counts
      ? `${row.counts.total} (${row.counts.passed} passed${row.counts.failed ? `, ${row.counts.failed} failed` : ''}${row.counts.skipped ? `, ${row.counts.skipped} skipped` : ''})`
      : '';
    const cpu = row.cpu === undefined ? '' : String(Math.round(row.cpu));
    console.log(`${row.name.padEnd(width)}  ${row.status.padEnd(7)}  ${String(row.seconds ?? 0).padStart(7)}  ${cpu.padStart(5)}  ${counts}`);
  }
  const ticksAtEnd = machineTicks();
  if (ticksAtStart && ticksAtEnd) {
    const busy = (ticksAtEnd.busy - ticksAtStart.busy) / (ticksAtEnd.total - ticksAtStart.total);
    const phasesCpu = rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
    console.log(`CPU: the phases used ${Math.round(phasesCpu)} CPU seconds; the machine was busy ${Math.round(busy * 100)} % of the time on its ${os.availableParallelism()} cores`);
  }
  // From `.ci/run`'s start when it set CI_STARTED (its install phases may overlap), else from this run's.
  const total = process.env.CI_STARTED ? Date.now() / 1000 - Number(process.env.CI_STARTED) : secondsSince(started);
  console.log(`${'wall clock'.padEnd(width)}           ${String(Math.round(total * 10) / 10).padStart(7)}`);
  const failed = rows.filter((row) => row.status !== 'passed');
  if (failed.length) console.log(`not passed: ${failed.map((row) => `${row.name} (${row.status})`).join(', ')}`);
  return failed.length === 0;
}
