// The part of `curl` and `jq` the README's shell examples use, so a test can run those examples
// as pasted on a machine that has neither. Run as `node shell-tools.mjs curl|jq <args...>`.
// Anything else (another flag, a jq filter beyond paths and `{ name, name: path }`) fails loudly,
// so an example that needs more makes the test fail rather than pass by accident.

const fail = (message) => {
  process.stderr.write(`shell-tools: ${message}\n`);
  process.exit(2);
};

const curl = async (args) => {
  let method;
  let body;
  let url;
  const headers = new Headers();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '-s' || arg === '-S' || arg === '-sS') continue;
    else if (arg === '-X') method = args[(index += 1)];
    else if (arg === '-H') {
      const header = args[(index += 1)];
      const colon = header.indexOf(':');
      headers.append(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
    } else if (arg === '-d') body = args[(index += 1)];
    else if (arg.startsWith('-')) fail(`curl: unsupported option ${arg}`);
    else url = arg;
  }
  if (!url) fail('curl: no URL');
  if (body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/x-www-form-urlencoded');
  const response = await fetch(url, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  process.stdout.write(await response.text());
};

/** `.a.b[0].c` applied to a value; `.` is the value itself. */
const path = (expression, value) => {
  const trimmed = expression.trim();
  if (!/^\.(?:[A-Za-z_]\w*|\[\d+\])?(?:\.[A-Za-z_]\w*|\[\d+\])*$/.test(trimmed))
    fail(`jq: unsupported filter ${trimmed}`);
  let current = value;
  for (const [, name, index] of trimmed.matchAll(/\.?([A-Za-z_]\w*)|\[(\d+)\]/g))
    current = current == null ? null : name !== undefined ? current[name] : current[Number(index)];
  return current === undefined ? null : current;
};

/** `{ a, b: .x.y }` applied to a value. */
const object = (expression, value) =>
  Object.fromEntries(
    expression
      .trim()
      .slice(1, -1)
      .split(',')
      .map((entry) => {
        const [name, filter] = entry.split(':');
        return [name.trim(), path(filter ?? `.${name.trim()}`, value)];
      }),
  );

const jq = async (args) => {
  const flags = args.filter((arg) => arg.startsWith('-'));
  const filters = args.filter((arg) => !arg.startsWith('-'));
  if (flags.some((flag) => flag !== '-r' && flag !== '-c')) fail(`jq: unsupported flags ${flags.join(' ')}`);
  if (filters.length !== 1) fail('jq: one filter expected');
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const result = filters[0]
    .split('|')
    .reduce(
      (value, stage) => (stage.trim().startsWith('{') ? object(stage, value) : path(stage, value)),
      JSON.parse(Buffer.concat(chunks).toString('utf8')),
    );
  const raw = flags.includes('-r') && typeof result === 'string';
  process.stdout.write(`${raw ? result : JSON.stringify(result, null, flags.includes('-c') ? 0 : 2)}\n`);
};

const [tool, ...args] = process.argv.slice(2);
if (tool === 'curl') await curl(args);
else if (tool === 'jq') await jq(args);
else fail(`unknown tool ${tool}`);
