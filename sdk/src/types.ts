import type { operations, webhooks } from './generated/openapi.js';

/**
 * Names for the generated types. Everything here is derived from the OpenAPI document by
 * operation id: no request or response shape is written by hand.
 */
export type { components, operations, paths, webhooks } from './generated/openapi.js';

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON request body of an operation. */
export type RequestBody<Op extends OperationId> = JsonContent<NonNullable<operations[Op]['requestBody']>>;

type SuccessStatus = 200 | 201 | 202;
type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The whole JSON body of an operation's success response (`{ success: true, data }`). */
export type SuccessBody<Op extends OperationId> = JsonContent<
  Responses<Op>[Extract<keyof Responses<Op>, SuccessStatus>]
>;

/** The `data` of an operation's success response: what the SDK's methods return. */
export type ResponseData<Op extends OperationId> =
  SuccessBody<Op> extends { data: infer Data } ? Data : never;

/** Path parameters of an operation. */
export type PathParams<Op extends OperationId> = operations[Op]['parameters']['path'];

export type Cart = ResponseData<'getCart'>;
export type CartItem = Cart['items'][number];
export type AddCartItemInput = RequestBody<'addCartItem'>;
export type AvailabilityInput = RequestBody<'checkAvailability'>;
export type Availability = ResponseData<'checkAvailability'>;
export type Checkout = ResponseData<'startCheckout'>;
export type CompleteCheckoutInput = RequestBody<'completeCheckout'>;
export type Address = CompleteCheckoutInput['shippingAddress'];
export type CheckoutSettings = ResponseData<'getCheckoutSettings'>;
export type QuoteCheckoutInput = RequestBody<'quoteCheckout'>;
/** The checkout priced for an address and option, exactly as completion will charge it. */
export type CheckoutQuote = ResponseData<'quoteCheckout'>;
export type Totals = CheckoutQuote['totals'];
/** The options a country's zone offers, each priced for the customer's cart, cheapest first. */
export type ShippingOptions = ResponseData<'getShippingOptions'>;
export type ShippingOption = ShippingOptions['options'][number];
export type Branding = ResponseData<'getBranding'>;
export type CustomerSession = ResponseData<'verifyOtp'>;
export type VerifyCodeInput = RequestBody<'verifyOtp'>;
export type Customer = ResponseData<'getCustomer'>;
export type CustomerProfile = ResponseData<'getMyProfile'>;
export type UpdateProfileInput = RequestBody<'updateMyProfile'>;
/** One page of the signed-in customer's orders, newest first; pass `nextCursor` back for the next. */
export interface OrderPage {
  data: ResponseData<'listMyOrders'>;
  nextCursor: string | null;
}
/** An Active product with its Active variants, as the storefront catalog shows it. */
export type StorefrontProduct = ResponseData<'getStorefrontProduct'>;
export type StorefrontVariant = StorefrontProduct['variants'][number];
/** One page of the storefront catalog, by title; pass `nextCursor` back for the next. */
export interface StorefrontProductPage {
  data: ResponseData<'listStorefrontProducts'>;
  nextCursor: string | null;
}
/** `q`: title prefix (any case, accents ignored); `category`: one category (any case). */
export interface StorefrontProductQuery {
  q?: string;
  category?: string;
  limit?: number;
  cursor?: string;
}
/** A test-mode store's clock: `{ now, offsetSeconds, status: "ready" | "advancing" }`. */
export type TestClock = ResponseData<'getTestClock'>;
export type ProductSyncInput = RequestBody<'syncProducts'>;
export type ProductSyncResult = ResponseData<'syncProducts'>;
export type Product = ResponseData<'getProduct'>;
export type Order = ResponseData<'getOrder'>;
export type CreateOrderInput = RequestBody<'createOrder'>;
export type OrderStatusUpdate = RequestBody<'updateOrderStatus'>;
export type CancelOrderInput = RequestBody<'cancelOrder'>;
/** `{ amount, reason?, restock?: [{ itemId, quantity }] }`: a refund without cancelling. */
export type CreateRefundInput = RequestBody<'createRefund'>;
export type WebhookEndpoint = ResponseData<'getWebhook'>;
export type CreateWebhookInput = RequestBody<'createWebhook'>;
export type UpdateWebhookInput = RequestBody<'updateWebhook'>;

/** Every subscribable event type (an enum once the document names them). */
export type WebhookEventType = CreateWebhookInput['events'][number];

/** Events the document's `webhooks` section describes, one member per type. */
type DocumentedEvent = {
  [Type in keyof webhooks]: webhooks[Type] extends { post: infer Operation }
    ? JsonContent<NonNullable<Operation extends { requestBody?: infer Body } ? Body : never>>
    : never;
}[keyof webhooks];

/**
 * The shape every delivery shares, used when the document does not describe events one by
 * one: both envelope forms (`created_at` and `createdAt`) and the common data fields.
 */
export interface WebhookEnvelope {
  id: string;
  type: WebhookEventType;
  apiVersion: string;
  created_at: string;
  createdAt: string;
  livemode: boolean;
  /** What the event is about. */
  resource: { type: string; id: string };
  /** 1 for the resource's first event, +1 for each later one; absent on test deliveries. */
  sequence?: number;
  data: { storeId: string; customerId: string | null; occurredAt: string; [field: string]: unknown };
}

/** A verified delivery: the typed union of the document's events. */
export type WebhookEvent = [DocumentedEvent] extends [never] ? WebhookEnvelope : DocumentedEvent;
