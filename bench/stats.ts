/** Small helpers shared by the benchmark sections: percentiles and bounded-concurrency loops. */
export const percentile = (sortedMs: number[], p: number): number => {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
};

export interface LatencyFigures {
  name: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requestsPerSecond: number;
  /** Anything but the expected status; a benchmark that silently measures errors is worthless. */
  unexpected: number;
}

/** Run `task` `count` times with at most `concurrency` in flight; time each call. */
export const measure = async (
  name: string,
  count: number,
  concurrency: number,
  task: (i: number) => Promise<boolean>,
): Promise<LatencyFigures> => {
  const durations: number[] = [];
  let next = 0;
  let unexpected = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const ok = await task(i);
      durations.push(performance.now() - t0);
      if (!ok) unexpected++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    name,
    requests: count,
    p50Ms: round(percentile(durations, 50)),
    p99Ms: round(percentile(durations, 99)),
    meanMs: round(durations.reduce((a, b) => a + b, 0) / durations.length),
    requestsPerSecond: Math.round(count / elapsed),
    unexpected,
  };
};

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

export const markdownTable = (headers: string[], rows: (string | number)[][]): string =>
  [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
