/**
 * Where a server's CPU time goes, from a V8 CPU profile (`.cpuprofile`, as `node --cpu-prof` writes it;
 * `BENCH_CPU_PROFILE=DIR npm run bench` profiles our servers, ours.mjs): self and total time grouped
 * by owner — ours (`cms/src`, compiled to `cms/dist/src`), each Strapi package, knex, the SQLite
 * driver, other packages, Node itself, the garbage collector — and the top functions.
 *
 * Usage:
 *   node scripts/bench/profile-summary.mjs DIR_OR_FILE… [--top=25] [--window=booking]
 *
 * Several directories or files (runs of the same build): each is printed, then all of them together.
 *
 * A directory is read whole: each `.cpuprofile` in it, and the measure windows the bench wrote beside
 * them (`<part>-<start>.window.json`: the monotonic-clock interval of a measured run and its request
 * count, booking.mjs). A profile is summarized over each window that falls within it, and the figures
 * are given per request (per booking); without a window, over the whole profile. The bench process and
 * the server share the monotonic clock (`process.hrtime` and V8's profile timestamps are both
 * CLOCK_MONOTONIC on Linux), so the window cuts out the server's boot and the run's preparation.
 *
 * Self time: the samples whose innermost frame is the function. Total time: the samples with the
 * function (or owner) anywhere on the stack, counted once per sample. A library's self time is also
 * charged to the nearest of our functions on the stack (what our code spends through it); after an
 * `await` the stack starts again from the event loop, so asynchronous work (a query's execution) is
 * charged to no function of ours. Idle samples (the event loop
 * waiting) are counted apart: the busy share is what the requests cost. Plain JSON reading, no
 * dependency; nothing is asserted, figures are printed.
 */
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const options = Object.fromEntries(args.filter((a) => a.startsWith('--')).map((a) => a.replace(/^--/, '').split('=')));
const TOP = Number(options.top) || 25;

/**
 * The owner of a profile frame: `ours` (our CMS code), an npm package name (`@strapi/database`,
 * `knex`…), `node` (Node's own JavaScript), or a V8 pseudo-frame: `(native)` for a frame without
 * script (a C++ binding such as the SQLite driver's statement calls), `(gc)`, `(program)`, `(idle)`.
 * @param frame - a profile node's `callFrame` (`url`, `functionName`)
 * @returns the owner's label
 */
export function ownerOf(frame) {
  const url = frame.url ?? '';
  if (!url) {
    if (frame.functionName === '(garbage collector)') return '(gc)';
    if (frame.functionName === '(idle)') return '(idle)';
    if (frame.functionName === '(program)' || frame.functionName === '(root)') return '(program)';
    return '(native)';
  }
  if (url.startsWith('node:')) return 'node';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (/\/cms\/(dist\/)?(src|config)\//.test(url)) return 'ours';
  return 'other';
}

/** Where a frame is: our file relative to `cms/`, or the package's file, with its line (1-based). */
function placeOf(frame) {
  const url = (frame.url ?? '').replace(/^file:\/\//, '');
  const cms = url.search(/\/cms\/(dist\/)?(src|config)\//);
  const modules = url.lastIndexOf('/node_modules/');
  const file = cms >= 0 ? url.slice(cms + 1).replace('cms/dist/', 'cms/') : modules >= 0 ? url.slice(modules + '/node_modules/'.length) : url;
  return file ? `${file}:${frame.lineNumber + 1}` : '';
}

/** Read a `.cpuprofile`: nodes by id (with parents) and the samples as `[nodeId, timestampUs]`. */
function readProfile(file) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, { ...node, parent: null }]));
  for (const node of nodes.values()) for (const child of node.children ?? []) nodes.get(child).parent = node;
  const samples = [];
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i];
    samples.push([profile.samples[i], time]);
  }
  return { nodes, samples, startTime: profile.startTime, endTime: profile.endTime };
}

/**
 * Summarize the samples within [from, to] (µs, the profile's clock).
 * @returns `{ busyMs, idleMs, byOwnerSelf, byOwnerTotal, topSelf, topTotalOurs }`, times in ms (Maps of label → ms)
 */
function summarize({ nodes, samples }, from, to) {
  const selfByOwner = new Map();
  const totalByOwner = new Map();
  const selfByFunction = new Map();
  const totalByOurFunction = new Map();
  const libraryByOurCaller = new Map();
  let idle = 0;
  let busy = 0;
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  for (let i = 0; i < samples.length; i += 1) {
    const [id, time] = samples[i];
    if (time < from || time > to) continue;
    // A sample stands for the time until the next one (the last: the profile's median step).
    const next = samples[i + 1]?.[1] ?? time;
    const ms = Math.max(0, Math.min(next, to) - time) / 1000;
    const leaf = nodes.get(id);
    const owner = ownerOf(leaf.callFrame);
    if (owner === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    add(selfByOwner, owner, ms);
    add(selfByFunction, `${leaf.callFrame.functionName || '(anonymous)'}\t${owner}\t${placeOf(leaf.callFrame)}`, ms);
    const ownersSeen = new Set();
    const oursSeen = new Set();
    let caller = null;
    for (let node = leaf; node; node = node.parent) {
      const nodeOwner = ownerOf(node.callFrame);
      ownersSeen.add(nodeOwner);
      if (nodeOwner !== 'ours') continue;
      const key = `${node.callFrame.functionName || '(anonymous)'}\t${placeOf(node.callFrame)}`;
      oursSeen.add(key);
      caller ??= key;
    }
    if (owner !== 'ours' && caller) add(libraryByOurCaller, `${owner}\t${caller}`, ms);
    for (const seen of ownersSeen) add(totalByOwner, seen, ms);
    for (const seen of oursSeen) add(totalByOurFunction, seen, ms);
  }
  return { busyMs: busy, idleMs: idle, selfByOwner, totalByOwner, selfByFunction, totalByOurFunction, libraryByOurCaller };
}

const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
const pad = (text, width) => String(text).padEnd(width);
const num = (value, digits = 2) => value.toFixed(digits).padStart(8);

/** Print one summary; `per` divides the times (requests in the window), `label` heads it. */
function print(summary, per, label) {
  const { busyMs, idleMs } = summary;
  const unit = per > 1 ? `ms per request (${per} requests)` : 'ms';
  console.log(`\n━━ ${label}`);
  console.log(`busy ${(busyMs / per).toFixed(2)} ${unit}, idle ${(idleMs / per).toFixed(2)}; busy share ${((busyMs / (busyMs + idleMs || 1)) * 100).toFixed(1)} %`);
  const ours = summary.selfByOwner.get('ours') ?? 0;
  console.log(
    `ours (cms/src) self ${(ours / per).toFixed(2)} = ${((ours / (busyMs || 1)) * 100).toFixed(1)} % of busy; with what it calls ${((summary.totalByOwner.get('ours') ?? 0) / per).toFixed(2)}`,
  );

  console.log(`\nby owner            self ${per > 1 ? 'ms/req' : 'ms'}   share   total`);
  for (const [owner, ms] of sorted(summary.selfByOwner)) {
    console.log(`${pad(owner, 24)}${num(ms / per)}  ${num((ms / busyMs) * 100, 1)} %${num((summary.totalByOwner.get(owner) ?? 0) / per)}`);
  }
  console.log(`\ntop ${TOP} functions by self time (${per > 1 ? 'ms/req' : 'ms'})`);
  for (const [key, ms] of sorted(summary.selfByFunction).slice(0, TOP)) {
    const [name, owner, place] = key.split('\t');
    console.log(`${num(ms / per, 3)}  ${pad(owner, 20)} ${pad(name, 36)} ${place}`);
  }
  console.log(`\ntop ${TOP} of our functions by total time (${per > 1 ? 'ms/req' : 'ms'}, with what they call)`);
  for (const [key, ms] of sorted(summary.totalByOurFunction).slice(0, TOP)) {
    const [name, place] = key.split('\t');
    console.log(`${num(ms / per, 3)}  ${pad(name, 40)} ${place}`);
  }
  console.log(`\ntop ${TOP} library costs by the nearest of our functions on the stack (${per > 1 ? 'ms/req' : 'ms'}; synchronous calls only)`);
  for (const [key, ms] of sorted(summary.libraryByOurCaller).slice(0, TOP)) {
    const [owner, name, place] = key.split('\t');
    console.log(`${num(ms / per, 3)}  ${pad(owner, 20)} ${pad(name, 32)} ${place}`);
  }
}

const targets = args.filter((a) => !a.startsWith('--'));
if (!targets.length) {
  console.error('usage: node scripts/bench/profile-summary.mjs DIR_OR_FILE… [--top=25] [--window=booking]');
  process.exit(2);
}

/** The measured runs of one directory or profile: `{ label, summary, requests }` per window (or per whole profile). */
function runsOf(target) {
  const stat = fs.statSync(target);
  const dir = stat.isDirectory() ? target : path.dirname(target);
  const profiles = stat.isDirectory()
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(dir, f))
    : [target];
  const windows = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.window.json') && (!options.window || f.startsWith(`${options.window}-`)))
    .map((f) => ({ file: f, ...JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) }));
  const runs = [];
  for (const file of profiles) {
    const profile = readProfile(file);
    const inside = windows.filter((w) => w.from >= profile.startTime && w.to <= profile.endTime);
    if (!inside.length) {
      runs.push({ label: `${path.basename(file)}: the whole profile (${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s)`, summary: summarize(profile, -Infinity, Infinity), requests: 1 });
      continue;
    }
    for (const window of inside) {
      const label = `${path.basename(file)}, window ${window.file}: ${window.label ?? ''} ${((window.to - window.from) / 1e6).toFixed(1)} s`;
      runs.push({ label, summary: summarize(profile, window.from, window.to), requests: window.requests || 1 });
    }
  }
  return runs;
}

/** Several runs added up (their times and requests), so that the figures per request are their mean. */
function merged(runs) {
  const total = { busyMs: 0, idleMs: 0 };
  for (const { summary } of runs) {
    total.busyMs += summary.busyMs;
    total.idleMs += summary.idleMs;
    for (const [name, map] of Object.entries(summary)) {
      if (!(map instanceof Map)) continue;
      total[name] ??= new Map();
      for (const [key, ms] of map) total[name].set(key, (total[name].get(key) ?? 0) + ms);
    }
  }
  return total;
}

const runs = targets.flatMap(runsOf);
for (const run of runs) print(run.summary, run.requests, run.label);
if (runs.length > 1) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  print(merged(runs), requests, `all ${runs.length} runs together (mean per request)`);
}
