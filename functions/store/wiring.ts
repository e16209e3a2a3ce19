import type { AppConfig } from '../../shared/config.ts';
import type { AdvanceJobs } from '../../shared/test-clocks/ports.ts';
import { perContainer } from '../compose/lifetime.ts';
import { advancedByTheMinuteSweep, testClockRequests } from '../compose/test-clock-requests.ts';

/** Deployed, the minute sweep runs an advance (functions/compose/test-clock-requests.ts). */
export const deployedAdvanceJobs: AdvanceJobs = advancedByTheMinuteSweep;

/**
 * The store function's composition root: the test clock's requests, handing advances to `jobs`
 * (the local runtime gives its in-process ones). Built once per container.
 */
export const storeTestClocks = perContainer((settings: AppConfig, jobs: AdvanceJobs) =>
  testClockRequests(settings, jobs),
);
