/**
 * `npm test`'s static checks. tsc (the API's project, then the dashboard's) is single-threaded and the slowest (~45 s on 2 cores), so it
 * runs beside prettier, eslint, redocly, dependency-cruiser (the layer rules, .dependency-cruiser.cjs)
 * and knip (unused files, exports and dependencies, knip.json), one after another, instead of
 * before them: the checks take about as long as tsc alone. tsc's output is held and printed after the others,
 * so the two streams never interleave. Exits non-zero if any check failed. Run by `npm run` (its
 * PATH has node_modules/.bin).
 */
import { spawn } from 'node:child_process';

const run = (command, { capture = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('exit', (code, signal) => resolve({ command, ok: code === 0 && !signal, output }));
  });

const typecheck = run('npm run -s typecheck', { capture: true });
const others = [];
for (const command of [
  'prettier --check .',
  'eslint .',
  'npm run -s lint:openapi',
  'npm run -s lint:deps',
  'npm run -s lint:unused',
]) {
  others.push(await run(command));
}
const results = [await typecheck, ...others];
process.stdout.write(results[0].output);
const failed = results.filter((result) => !result.ok).map((result) => result.command);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
