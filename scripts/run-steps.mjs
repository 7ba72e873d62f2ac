#!/usr/bin/env node
/**
 * `npm test` (and `.ci/run`): runs npm scripts one after another, stops at the first that fails, and ends with a table
 * of each step's duration, so every CI log shows where its time went.
 *
 *   node scripts/run-steps.mjs lint typecheck test:api      # each argument is an npm script
 *
 * With STEP_TIMES_FILE set, each step's line is also appended to that file (`.ci/run` prints the whole run's table
 * from it at the end, install and Lighthouse included).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/** One table row: the step's name, padded, and its duration in seconds. */
function stepLine(name, seconds, ok) {
  return `${name.padEnd(24)} ${seconds.toFixed(0).padStart(6)} s${ok ? '' : '  FAILED'}`;
}

function main(steps) {
  const lines = [];
  let failed = false;
  for (const step of steps) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', step], { stdio: 'inherit' });
    const ok = result.status === 0;
    const line = stepLine(step, (performance.now() - started) / 1000, ok);
    lines.push(line);
    if (process.env.STEP_TIMES_FILE) appendFileSync(process.env.STEP_TIMES_FILE, `${line}\n`);
    if (!ok) {
      failed = true;
      break;
    }
  }
  console.log(`\nStep durations:\n${lines.join('\n')}`);
  process.exitCode = failed ? 1 : 0;
}

main(process.argv.slice(2));
