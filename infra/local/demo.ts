/**
 * `npm run demo`: the whole first hour against a running `npm run dev`, through the SDK.
 * Syncs two products, logs a customer in, fills a cart, checks out with `tok_visa`, ships and
 * delivers that order, then checks out again and cancels the second order with a partial
 * refund. Every request is printed as a curl command before its answer, so any step can be
 * copied into a shell.
 */
import { randomInt } from 'node:crypto';
import { createServerClient, createStorefrontClient, StoreCommerceError } from '../../sdk/src/index.js';
import type { Address } from '../../sdk/src/index.js';
import { localApiTarget } from './demo-keys.ts';

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The request as a copyable curl command (full keys: these are local test-mode keys). */
export const curlOf = async (request: Request): Promise<string> => {
  const parts = [`curl -sS -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of request.headers) {
    if (['x-api-key', 'authorization', 'content-type', 'idempotency-key'].includes(name)) {
      parts.push(`-H ${quote(`${name}: ${value}`)}`);
    }
  }
  const body = request.body === null ? '' : await request.clone().text();
  if (body !== '') parts.push(`-d ${quote(body)}`);
  return parts.join(' \\\n    ');
};

const printingFetch = async (request: Request): Promise<Response> => {
  console.log(`$ ${await curlOf(request)}`);
  const response = await fetch(request);
  const requestId = response.headers.get('x-request-id');
  console.log(`  -> ${response.status}${requestId ? ` (X-Request-Id ${requestId})` : ''}`);
  return response;
};

let stepNumber = 0;
const step = (title: string) => {
  stepNumber += 1;
  console.log(`\n## ${stepNumber}. ${title}`);
};
const show = (label: string, value: unknown) => console.log(`  ${label}: ${JSON.stringify(value)}`);

const address: Address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: '1 Analytical Way',
  address2: null,
  city: 'London',
  province: null,
  country: 'United Kingdom',
  countryIsoCode: 'GB',
  postalCode: 'N1 9GU',
  phone: '+442071234567',
};

const main = async () => {
  const target = localApiTarget();
  const common = { baseUrl: target.baseUrl, storeId: target.storeId, fetch: printingFetch };
  const server = createServerClient({ ...common, secretKey: target.secretKey });
  const storefront = createStorefrontClient({ ...common, publishableKey: target.publishableKey });
  console.log(`Demo against ${target.baseUrl}, store ${target.storeId} (test mode)`);

  step('Sync two products (server, secret key): upsert by your external ids');
  const synced = await server.products.sync([
    {
      externalId: 'demo-mug',
      title: 'Demo Mug',
      variants: [{ externalVariantId: 'demo-mug-blue', title: 'Blue', price: 12.5, inventoryQuantity: 100 }],
    },
    {
      externalId: 'demo-tee',
      title: 'Demo T-shirt',
      variants: [{ externalVariantId: 'demo-tee-m', title: 'M', price: 20, inventoryQuantity: 100 }],
    },
  ]);
  const [mug, tee] = synced.products.map((product) => product.variants[0]!.variantId);
  show('internal variant ids (what carts take)', { mug, tee });

  step('Log a customer in by phone (storefront, publishable key; test mode code 000000)');
  // A new number each run: login codes are limited per phone and hour.
  const phone = `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await storefront.requestCode(phone);
  const session = await storefront.verifyCode({
    phone,
    code: '000000',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  show('customer', session.customer.customerId);

  step('Fill the cart with the internal variant ids, and check availability');
  await storefront.addItem({ productVariantId: mug!, quantity: 2 });
  const cart = await storefront.addItem({ productVariantId: tee!, quantity: 1 });
  show('cart', { items: cart.items.length, subtotal: cart.subtotal, estimatedTotal: cart.estimatedTotal });
  const availability = await storefront.checkAvailability([{ productVariantId: mug!, quantity: 2 }]);
  show('availability', availability);

  step('Start checkout, then complete it with tok_visa and both addresses (Idempotency-Key generated)');
  const checkout = await storefront.startCheckout();
  const order = await storefront.completeCheckout(checkout.checkoutId, {
    paymentToken: 'tok_visa',
    shippingAddress: address,
    billingAddress: address,
  });
  show('order', { orderId: order.orderId, orderNumber: order.orderNumber, status: order.orderStatus });

  step('Ship, then deliver the order (server; status values in lower case)');
  await server.orders.updateStatus(order.orderId, {
    status: 'shipped',
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
  });
  const delivered = await server.orders.updateStatus(order.orderId, { status: 'delivered' });
  show('status', delivered.orderStatus);

  step('A second order: fill the cart, check out, complete');
  await storefront.addItem({ productVariantId: tee!, quantity: 2 });
  const second = await storefront.completeCheckout((await storefront.startCheckout()).checkoutId, {
    paymentToken: 'tok_visa',
    shippingAddress: address,
    billingAddress: address,
  });
  show('order', {
    orderId: second.orderId,
    orderNumber: second.orderNumber,
    totals: second.totals,
  });

  step('Cancel the second order with a partial refund (the refund completes in the background)');
  const cancelled = await server.orders.cancel(second.orderId, {
    refundAmount: 5,
    reason: 'Customer changed mind',
  });
  show('status', cancelled.orderStatus);

  console.log(
    `\nDone: order #${order.orderNumber} delivered, order #${second.orderNumber} cancelled with a 5.00 refund` +
      ' (status Refunded once the refund job runs). `npm run webhooks:listen` shows the events as they happen.',
  );
};

try {
  await main();
} catch (error) {
  if (error instanceof StoreCommerceError) {
    console.error(
      `\nFailed: ${error.status} ${error.errorCode}: ${error.message} (request ${error.requestId})`,
    );
  } else {
    console.error(`\nFailed: ${(error as Error).message}`);
  }
  process.exit(1);
}
