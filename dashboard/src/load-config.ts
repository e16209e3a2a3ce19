import type { DashboardRuntimeConfig } from './runtime-config.ts';

/** Reads config.json next to index.html (never cached: a deploy may change it without a new build). */
export const loadRuntimeConfig = async (): Promise<DashboardRuntimeConfig> => {
  const response = await fetch(new URL(`${import.meta.env.BASE_URL}config.json`, location.origin), {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as DashboardRuntimeConfig;
};
