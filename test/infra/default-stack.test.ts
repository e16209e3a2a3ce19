/**
 * The default stack, synthesized once (synth.ts `defaultStack`) and checked concern by concern:
 * each module under default-stack/ registers its own `describe` blocks against that synthesis.
 */
import { afterAll } from 'vitest';
import './default-stack/stack.ts';
import './default-stack/table.ts';
import './default-stack/webhook-plumbing.ts';
import './default-stack/cdk-nag.ts';
import './default-stack/permissions.ts';
import './default-stack/rate-limit.ts';
import './default-stack/webhooks.ts';
import './default-stack/carts.ts';
import './default-stack/orders.ts';
import './default-stack/checkout-recovery.ts';
import './default-stack/owners.ts';
import './default-stack/admin.ts';
import './default-stack/schedules.ts';
import './default-stack/payments.ts';
import './default-stack/dashboard.ts';
import './default-stack/product-images.ts';
import './default-stack/stream-followers.ts';
import './default-stack/logs-and-traces.ts';
import { removeOutdirs } from './synth.ts';

afterAll(removeOutdirs);
