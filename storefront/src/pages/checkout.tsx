import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  StoreCommerceError,
  TotalChangedError,
  type CheckoutQuote,
  type CompleteCheckoutInput,
  type Order,
} from '@store-commerce/sdk';
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

/** The address as the API takes it (country named from its code, optional fields trimmed). */
const addressInput = (address: AddressDraft) => ({
  ...address,
  country: countryName(address.countryIsoCode),
  province: address.province.trim(),
  address2: address.address2.trim(),
});

/** Every field the API requires is filled: only then can the checkout be quoted. */
const isComplete = (address: AddressDraft) =>
  [address.firstName, address.lastName, address.address1, address.city, address.postalCode].every(
    (field) => field.trim() !== '',
  );

/** How long typing must pause before the address is quoted again. */
const QUOTE_DELAY_MS = 300;

/**
 * The quote for the address and option shown (docs/decisions.md §13.8): asked again whenever
 * either changes, after typing pauses; an answer to an older question is dropped. `refresh`
 * asks again for the same ones (after TOTAL_CHANGED).
 */
const useQuote = (checkoutId: string, address: AddressDraft, shippingOptionId: string | null) => {
  const { client } = useShop();
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [round, setRound] = useState(0);
  const question = JSON.stringify([addressInput(address), shippingOptionId]);
  useEffect(() => {
    if (!isComplete(address)) {
      setQuote(null);
      setPending(false);
      return;
    }
    let live = true;
    setPending(true);
    const timer = setTimeout(() => {
      client
        .quoteCheckout(checkoutId, {
          shippingAddress: addressInput(address),
          ...(shippingOptionId ? { shippingOptionId } : {}),
        })
        .then(
          (answer) => {
            if (!live) return;
            setQuote(answer);
            setError(null);
            setPending(false);
          },
          (failure: unknown) => {
            if (!live) return;
            setQuote(null);
            setError(shopperMessage(failure));
            setPending(false);
          },
        );
    }, QUOTE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `question` is the address and option asked about
  }, [client, checkoutId, question, round]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { quote, error, pending, refresh };
};

/** Every line of the quote: what Pay will charge, discount included. */
const QuoteTotals = ({
  quote,
  pending,
  error,
  money,
}: {
  quote: CheckoutQuote | null;
  pending: boolean;
  error: string | null;
  money: (amount: number) => string;
}) => {
  if (pending) return <p aria-live="polite">Updating your total…</p>;
  if (error) return <Notice error>{error}</Notice>;
  if (!quote)
    return <p className="muted">Enter your shipping address to see shipping, tax and your total.</p>;
  const { totals } = quote;
  return (
    <dl className="totals" aria-label="Order total">
      <dt>Items ({quote.items.reduce((sum, item) => sum + item.quantity, 0)})</dt>
      <dd>{money(totals.subtotal)}</dd>
      {totals.discountTotal > 0 && (
        <>
          <dt>Discount{quote.discountCode ? ` (${quote.discountCode})` : ''}</dt>
          <dd>−{money(totals.discountTotal)}</dd>
        </>
      )}
      <dt>Shipping{quote.shippingOption ? ` (${quote.shippingOption.name})` : ''}</dt>
      <dd>{totals.shippingTotal === 0 ? 'Free' : money(totals.shippingTotal)}</dd>
      <dt>{quote.pricesIncludeTax ? 'Tax (included)' : 'Tax'}</dt>
      <dd>{money(totals.taxTotal)}</dd>
      <dt>Total</dt>
      <dd>
        <strong>{money(totals.totalAmount)}</strong>
      </dd>
    </dl>
  );
};

const CheckoutPage = ({ checkoutId }: { checkoutId: string }) => {
  const shop = useShop();
  const router = useRouter();
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [shippingOptionId, setShippingOptionId] = useState<string | null>(null);
  const [card, setCard] = useState(TEST_CARDS[0]!.token);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  const priced = useQuote(checkoutId, address, shippingOptionId);
  const quote = priced.pending ? null : priced.quote;
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
    if (!quote) return;
    setBusy(true);
    setError(null);
    setChangedTotal(null);
    const shippingAddress = addressInput(address);
    // The option and the total the shopper was shown: completion refuses any other total.
    const input = (paymentToken: string): CompleteCheckoutInput => ({
      paymentToken,
      shippingAddress,
      billingAddress: shippingAddress,
      ...(quote.shippingOptionId ? { shippingOptionId: quote.shippingOptionId } : {}),
      expectedTotalAmount: quote.totals.totalAmount,
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
      setBusy(false);
      if (failure instanceof TotalChangedError) {
        // Nothing was charged: show the new total and let the shopper confirm it.
        setChangedTotal(failure.totals.totalAmount);
        priced.refresh();
        return;
      }
      setError(
        failure instanceof StripeClientError
          ? failure.message
          : shopperMessage(failure, { lineName: lineNameOf(cart) }),
      );
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
              amount={quote?.totals.totalAmount ?? cart.estimatedTotal}
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
        <QuoteTotals quote={quote} pending={priced.pending} error={priced.error} money={money} />
        {changedTotal !== null && (
          <Notice error>
            The total changed to {money(changedTotal)}. Nothing was charged: check it and press Pay to
            confirm.
          </Notice>
        )}
        {error && <Notice error>{error}</Notice>}
        <button type="submit" className="primary" disabled={busy || !quote || (!stripeKey && !shop.testMode)}>
          {busy ? 'Paying…' : quote ? `Pay ${money(quote.totals.totalAmount)}` : 'Pay'}
        </button>
      </form>
    </>
  );
};
export default CheckoutPage;
