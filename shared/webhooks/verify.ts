/**
 * Server-side check of a delivery's `sha256=<hex>` signature (node:crypto), used by the tests'
 * receivers. Receivers outside this repository use `verifyWebhook` from `@store-commerce/sdk`
 * (sdk/), which checks both signatures and the timestamp on WebCrypto.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { verifyWebhookSignature } from './verify.ts';
 *
 * const app = express();
 * // Keep the raw bytes: the signature covers the exact body, not re-serialized JSON.
 * app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
 *   const ok = verifyWebhookSignature(req.body, req.get('X-Service-Signature'), process.env.WEBHOOK_SECRET!);
 *   if (!ok) return res.sendStatus(401);
 *   const event = JSON.parse(req.body.toString('utf8'));
 *   // Deliveries may repeat: dedupe by event.id (also in the X-Service-Event-Id header).
 *   res.sendStatus(200);
 * });
 * ```
 */
export { verifyWebhookSignature } from './delivery/signing.ts';
