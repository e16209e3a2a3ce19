/**
 * `npm run lint:template [-- -c stage=prod ...]`: synthesizes the stack with the CDK CLI, as
 * `cdk deploy` would, and checks the template with cfn-lint (AWS's CloudFormation linter, a
 * Python tool: `pip install cfn-lint`). Without cfn-lint it says so and exits 0, so the script
 * can sit in any checklist; with it, any finding fails the run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../cdk/bundling.ts';

/**
 * W3005 (a DependsOn that a Ref or GetAtt already implies): CDK makes every function depend on
 * its role, which the function's `Role` GetAtt already orders. The role carries its policy
 * inline (infra/cdk/inline-policy-role.ts), so the duplicate is harmless; it is CDK's to drop.
 * docs/infrastructure.md lists it among the acknowledged findings.
 */
const ACKNOWLEDGED_CHECKS = ['W3005'];

const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  console.log(
    'lint:template: cfn-lint is not installed, the template was not linted. Install it with `pip install cfn-lint` (Python 3.9+) and run again.',
  );
  process.exit(0);
}

mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
const outdir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'lint-template-'));

/** Synthesizes into `outdir`, lints what it wrote; the exit code of the run. */
const lintTemplates = (): number => {
  const synth = spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', outdir, ...process.argv.slice(2)], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (synth.status !== 0) {
    console.error('lint:template: cdk synth failed');
    return synth.status ?? 1;
  }
  const templates = readdirSync(outdir)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => join(outdir, file));
  console.log(`lint:template: ${version.stdout.trim()} on ${templates.length} template(s)`);
  const lint = spawnSync('cfn-lint', ['--ignore-checks', ...ACKNOWLEDGED_CHECKS, '--', ...templates], {
    stdio: 'inherit',
  });
  if (lint.status !== 0) {
    console.error(`lint:template: cfn-lint reported findings (exit ${lint.status ?? 'signal'})`);
    return lint.status ?? 1;
  }
  console.log(`lint:template: no findings (acknowledged: ${ACKNOWLEDGED_CHECKS.join(', ')})`);
  return 0;
};

const exitCode = lintTemplates();
rmSync(outdir, { recursive: true, force: true });
process.exit(exitCode);
