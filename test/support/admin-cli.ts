import { runAdminCli, type AdminCliDeps } from '../../infra/cli/commands.ts';

/** Runs the admin CLI in-process and captures what it prints (JSON parsed when it succeeded). */
export const captureAdminCli = async (
  argv: string[],
  targets: Pick<AdminCliDeps, 'openLocal' | 'openStack'>,
) => {
  let out = '';
  let err = '';
  const code = await runAdminCli(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    ...targets,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command prints its own shape
  const json: any = code === 0 && out.startsWith('{') ? JSON.parse(out) : undefined;
  return { code, out, err, json };
};
