/**
 * `npm run typecheck`: the four trees (the CMS, its tests, web, admin-ui) type-checked with the same
 * strictness, one after the other, by TypeScript 7 (scripts/lib.mjs `tsc`); exits non-zero when any fails.
 */
import { run, tsc, typeChecks } from './lib.mjs';

let failed = 0;
for (const [tree, args] of Object.entries(typeChecks)) {
  console.log(`▶ type check: ${tree}`);
  await run(...tsc(...args)).catch(() => (failed += 1));
}
process.exit(failed ? 1 : 0);
