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
import { CartPending, Notice } from '../ui.tsx';
import { useCountryTable } from '../countries/load.ts';
import {
  AddressFields,
  countryName,
  draftOf,
  emptyAddress,
  sameAddress,
  type AddressDraft,
} from './address-fields.tsx';
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

/** What the checkout starts from: the customer's email and name, their last order's addresses. */
interface SavedDetails {
  email: string | null;
  /** Whether the customer signs in by phone: then an email is optional. */
  hasPhone: boolean;
  defaultCountry: string | null;
  shipping: AddressDraft;
  /** Null: the same as shipping. */
  billing: AddressDraft | null;
}

/** A country to start an empty address in when the store names none. */
const FALLBACK_COUNTRY = 'US';

/**
 * The saved details, read once (docs/decisions.md §13.10): the profile (email, names) and the
 * customer's most recent order (its addresses); the store's default country for a first order.
 * A detail that cannot be read starts empty: the shopper types it. Null until all three answered:
 * the page does not wait for them (a slow or refused read leaves a form to type in).
 */
const useSavedDetails = (): SavedDetails | null => {
  const { client, settings } = useShop();
  const [details, setDetails] = useState<SavedDetails | null>(null);
  useEffect(() => {
    let live = true;
    const orNull = <T,>(promise: Promise<T>) => promise.catch(() => null);
    void Promise.all([
      orNull(client.getProfile()),
      orNull(client.listMyOrders({ limit: 1 })),
      settings ?? orNull(client.getCheckoutSettings()),
    ]).then(([profile, orders, storeSettings]) => {
      if (!live) return;
      const defaultCountry = storeSettings?.defaultCountry?.toUpperCase() ?? null;
      const last = orders?.data[0];
      const shipping = last
        ? draftOf(last.shippingAddress)
        : {
            ...emptyAddress(defaultCountry ?? FALLBACK_COUNTRY),
            firstName: profile?.firstName ?? '',
            lastName: profile?.lastName ?? '',
          };
      const billing = last ? draftOf(last.billingAddress) : null;
      setDetails({
        email: profile?.email ?? null,
        hasPhone: Boolean(profile?.phone),
        defaultCountry,
        shipping,
        billing: billing && !sameAddress(billing, shipping) ? billing : null,
      });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per checkout page
  }, [client]);
  return details;
};

const sameEmail = (a: string, b: string | null) => a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The contact email (docs/decisions.md §13.10): the customer's own, prefilled. Order emails go to
 * the customer's email, which changes only with the code sent to the new one, so a new email is
 * confirmed here before paying; `onConfirmed` then starts the checkout again, because an order
 * carries the customer as the checkout saw them.
 */
const ContactEmail = ({
  value,
  saved,
  required,
  onChange,
  onConfirmed,
}: {
  value: string;
  saved: string | null;
  required: boolean;
  onChange: (email: string) => void;
  onConfirmed: (email: string) => Promise<void>;
}) => {
  const shop = useShop();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const email = value.trim();
  const changed = email !== '' && !sameEmail(email, saved);
  const codeSent = sentTo !== null && sameEmail(email, sentTo);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await shop.client.updateProfile({ email });
      if (answer.emailCodeSent) {
        setSentTo(email);
        setCode('');
      } else await onConfirmed(answer.email ?? email);
    } catch (failure) {
      setError(shopperMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await shop.client.updateProfile({ email, code: code.trim() });
      setSentTo(null);
      await onConfirmed(answer.email ?? email);
    } catch (failure) {
      setError(shopperMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset>
      <legend>Contact</legend>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {changed && !codeSent && (
        <p className="hint">
          We send your order confirmation to this email once you confirm it with a code.{' '}
          <button type="button" onClick={() => void send()} disabled={busy}>
            Send code
          </button>
        </p>
      )}
      {changed && codeSent && (
        <div className="field">
          <label htmlFor="contact-email-code">Code sent to {sentTo}</label>
          <input
            id="contact-email-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {shop.testMode && <p className="hint">Test mode: the code is 000000.</p>}
          <button type="button" onClick={() => void confirm()} disabled={busy || code.trim() === ''}>
            Confirm email
          </button>
        </div>
      )}
      {error && <Notice error>{error}</Notice>}
    </fieldset>
  );
};

const CheckoutPage = ({ checkoutId }: { checkoutId: string }) => {
  const shop = useShop();
  const router = useRouter();
  const countries = useCountryTable();
  const details = useSavedDetails();
  const startCountry = shop.settings?.defaultCountry?.toUpperCase() ?? FALLBACK_COUNTRY;
  // The form's state lives here, above the page's early answers, so it survives the checkout
  // being started again under a new id (a confirmed email).
  const [address, setAddress] = useState<AddressDraft>(() => emptyAddress(startCountry));
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressDraft>(() => emptyAddress(startCountry));
  const [email, setEmail] = useState('');
  // The parts of the form the shopper changed before the saved details arrived: those keep what
  // was typed.
  const typed = useRef(new Set<'shipping' | 'billing' | 'email'>());
  const byShopper =
    <T,>(part: 'shipping' | 'billing' | 'email', set: (value: T) => void) =>
    (value: T) => {
      typed.current.add(part);
      set(value);
    };
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  const [restarting, setRestarting] = useState(false);
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

  // The saved details fill the form once, when they arrive, where the shopper typed nothing yet.
  useEffect(() => {
    if (!details) return;
    if (!typed.current.has('shipping')) setAddress(details.shipping);
    if (!typed.current.has('billing')) {
      setBillingSame(details.billing === null);
      setBilling(details.billing ?? emptyAddress(details.shipping.countryIsoCode));
    }
    if (!typed.current.has('email')) setEmail(details.email ?? '');
    setSavedEmail(details.email);
  }, [details]);

  /** The customer's email is now `confirmed`: a new checkout carries it into the order. */
  const restartWithEmail = async (confirmed: string) => {
    setSavedEmail(confirmed);
    setEmail(confirmed);
    setRestarting(true);
    try {
      const started = await shop.client.startCheckout();
      await refreshCart();
      router.navigate(`/checkout/${started.checkoutId}`, { replace: true });
    } finally {
      setRestarting(false);
    }
  };

  if (!shop.signedIn)
    return (
      <p>
        <Link to="/sign-in?next=/cart">Sign in</Link> to check out.
      </p>
    );
  const cart = shop.cart;
  if (!cart) return <CartPending error={shop.cartError} retry={() => void refreshCart()} />;
  // While a confirmed email starts the checkout again the cart names the new one: the form stays
  // (with what was typed, and the email's error should the restart fail).
  if (!restarting && (cart.checkoutId !== checkoutId || cart.items.length === 0))
    return (
      <>
        <h1>Checkout</h1>
        <Notice error>This checkout has ended. Your cart may have changed.</Notice>
        <Link to="/cart">Back to your cart</Link>
      </>
    );

  const money = (amount: number) => formatMoney(amount, cart.currency);
  const stripeKey = shop.config.stripePublishableKey;
  const defaultCountry = details?.defaultCountry ?? shop.settings?.defaultCountry?.toUpperCase() ?? null;

  const emailToConfirm = email.trim() !== '' && !sameEmail(email, savedEmail);
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!quote || emailToConfirm || restarting) return;
    setBusy(true);
    setError(null);
    setChangedTotal(null);
    const shippingAddress = addressInput(address);
    // The option and the total the shopper was shown: completion refuses any other total.
    const input = (paymentToken: string): CompleteCheckoutInput => ({
      paymentToken,
      shippingAddress,
      billingAddress: billingSame ? shippingAddress : addressInput(billing),
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
      {(!details || restarting) && (
        <p className="muted" aria-live="polite">
          {restarting ? 'Starting your checkout again…' : 'Filling in your saved details…'}
        </p>
      )}
      <form onSubmit={pay} className="checkout">
        <ContactEmail
          value={email}
          saved={savedEmail}
          required={details ? !details.hasPhone : false}
          onChange={byShopper('email', setEmail)}
          onConfirmed={restartWithEmail}
        />
        <AddressFields
          legend="Shipping address"
          section="shipping"
          value={address}
          onChange={byShopper('shipping', setAddress)}
          countries={countries}
          defaultCountry={defaultCountry}
        />
        <label className="option">
          <input
            type="checkbox"
            checked={billingSame}
            onChange={(event) => byShopper('billing', setBillingSame)(event.target.checked)}
          />
          Billing address same as shipping
        </label>
        {!billingSame && (
          <AddressFields
            legend="Billing address"
            section="billing"
            value={billing}
            onChange={byShopper('billing', setBilling)}
            countries={countries}
            defaultCountry={defaultCountry}
          />
        )}
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
        {emailToConfirm && <p className="hint">Confirm your email with its code to pay.</p>}
        <button
          type="submit"
          className="primary"
          disabled={busy || restarting || !quote || emailToConfirm || (!stripeKey && !shop.testMode)}
        >
          {busy ? 'Paying…' : quote ? `Pay ${money(quote.totals.totalAmount)}` : 'Pay'}
        </button>
      </form>
    </>
  );
};
export default CheckoutPage;
