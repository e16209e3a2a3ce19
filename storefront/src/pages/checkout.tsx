import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { StoreCommerceError, type CompleteCheckoutInput, type Order } from '@store-commerce/sdk';
import { formatMoney, lineNameOf, shopperMessage } from '../messages.ts';
import { payWithStripe, StripeClientError } from '../payments/stripe.ts';
import { TEST_CARDS } from '../payments/test-cards.ts';
import { Link, useRouter } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { Notice } from '../ui.tsx';
import { AddressFields, countryName, EMPTY_ADDRESS, type AddressDraft } from './address-fields.tsx';
import { ShippingOptions } from './shipping-options.tsx';
import { StripePayment, type StripeHandle } from './stripe-payment.tsx';

/**
 * One Idempotency-Key per payment attempt, kept in this tab per checkout: a reload or a retry
 * after "the payment service did not answer" repeats the same attempt and never pays twice; a
 * declined card starts a new attempt (docs/decisions.md §13.4).
 */
const attemptKey = (checkoutId: string) => `storefront.attempt.${checkoutId}`;
const currentKey = (checkoutId: string) => {
  const kept = sessionStorage.getItem(attemptKey(checkoutId));
  if (kept) return kept;
  const fresh = crypto.randomUUID();
  sessionStorage.setItem(attemptKey(checkoutId), fresh);
  return fresh;
};
const newAttempt = (checkoutId: string) => sessionStorage.removeItem(attemptKey(checkoutId));

/** Failures after which the same attempt can be repeated as it is. */
const REPEATABLE = new Set(['PAYMENT_PROVIDER_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'RATE_LIMIT_EXCEEDED']);

const CheckoutPage = ({ checkoutId }: { checkoutId: string }) => {
  const shop = useShop();
  const router = useRouter();
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [shippingOptionId, setShippingOptionId] = useState<string | null>(null);
  const [card, setCard] = useState(TEST_CARDS[0]!.token);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stripeHandle = useRef<StripeHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeHandle | null) => {
    stripeHandle.current = handle;
  }, []);
  const { refreshCart } = shop;

  useEffect(() => {
    void refreshCart();
  }, [refreshCart]);

  if (!shop.signedIn)
    return (
      <p>
        <Link to="/sign-in?next=/cart">Sign in</Link> to check out.
      </p>
    );
  const cart = shop.cart;
  if (!cart) return <p aria-live="polite">Loading…</p>;
  if (cart.checkoutId !== checkoutId || cart.items.length === 0)
    return (
      <>
        <h1>Checkout</h1>
        <Notice error>This checkout has ended. Your cart may have changed.</Notice>
        <Link to="/cart">Back to your cart</Link>
      </>
    );

  const money = (amount: number) => formatMoney(amount, cart.currency);
  const stripeKey = shop.config.stripePublishableKey;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const shippingAddress = {
      ...address,
      country: countryName(address.countryIsoCode),
      province: address.province.trim(),
      address2: address.address2.trim(),
    };
    const input = (paymentToken: string): CompleteCheckoutInput => ({
      paymentToken,
      shippingAddress,
      billingAddress: shippingAddress,
      ...(shippingOptionId ? { shippingOptionId } : {}),
    });
    const idempotencyKey = currentKey(checkoutId);
    try {
      let order: Order;
      if (stripeKey) {
        const handle = stripeHandle.current;
        if (!handle) throw new StripeClientError('The card form is still loading.');
        order = await payWithStripe(handle.stripe, handle.elements, (paymentToken, onActionRequired) =>
          shop.client.completeCheckout(checkoutId, input(paymentToken), { idempotencyKey, onActionRequired }),
        );
      } else {
        order = await shop.client.completeCheckout(checkoutId, input(card), { idempotencyKey });
      }
      newAttempt(checkoutId);
      shop.setLastOrder(order);
      await shop.refreshCart();
      router.navigate(`/orders/${order.orderId}`, { replace: true });
    } catch (failure) {
      if (!(failure instanceof StoreCommerceError && REPEATABLE.has(failure.errorCode)))
        newAttempt(checkoutId);
      setError(
        failure instanceof StripeClientError
          ? failure.message
          : shopperMessage(failure, { lineName: lineNameOf(cart) }),
      );
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Checkout</h1>
      <form onSubmit={pay} className="checkout">
        <AddressFields value={address} onChange={setAddress} />
        <p className="muted">Billing address: same as shipping.</p>
        <ShippingOptions
          country={address.countryIsoCode}
          province={address.province}
          currency={cart.currency}
          value={shippingOptionId}
          onChange={setShippingOptionId}
        />
        <fieldset>
          <legend>Payment</legend>
          {stripeKey ? (
            <StripePayment
              publishableKey={stripeKey}
              amount={cart.estimatedTotal}
              currency={cart.currency}
              onReady={onStripeReady}
            />
          ) : shop.testMode ? (
            <>
              <p className="hint">Test mode: choose a test card. No money moves.</p>
              {TEST_CARDS.map((option) => (
                <label key={option.token} className="option">
                  <input
                    type="radio"
                    name="card"
                    value={option.token}
                    checked={card === option.token}
                    onChange={() => setCard(option.token)}
                  />
                  {option.label}
                </label>
              ))}
            </>
          ) : (
            <Notice error>This shop cannot take card payments yet.</Notice>
          )}
        </fieldset>
        <dl className="totals">
          <dt>Items ({cart.totalQuantity})</dt>
          <dd>{money(cart.subtotal)}</dd>
          <dt>Shipping</dt>
          <dd>{money(cart.estimatedShipping)}</dd>
          <dt>Tax (estimated)</dt>
          <dd>{money(cart.estimatedTax)}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{money(cart.estimatedTotal)}</strong>
          </dd>
        </dl>
        {error && <Notice error>{error}</Notice>}
        <button type="submit" className="primary" disabled={busy || (!stripeKey && !shop.testMode)}>
          {busy ? 'Paying…' : `Pay ${money(cart.estimatedTotal)}`}
        </button>
      </form>
    </>
  );
};
export default CheckoutPage;
