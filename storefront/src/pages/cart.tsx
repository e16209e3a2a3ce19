import { useEffect, useState } from 'react';
import type { Cart } from '@store-commerce/sdk';
import { formatMoney, lineNameOf, shopperMessage } from '../messages.ts';
import { Link, useRouter } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { CartPending, Notice } from '../ui.tsx';
import { DiscountCodeBox } from './discount-code.tsx';

/** The cart: quantities, remove, a discount code, totals, checkout. */
const CartPage = () => {
  const shop = useShop();
  const router = useRouter();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const { refreshCart } = shop;

  useEffect(() => {
    void refreshCart();
  }, [refreshCart]);

  if (!shop.signedIn)
    return (
      <>
        <h1>Your cart</h1>
        <p>
          <Link to="/sign-in?next=/cart">Sign in</Link> to see your cart.
        </p>
      </>
    );
  const cart = shop.cart;
  if (!cart)
    return (
      <CartPending error={shop.cartError} retry={() => void refreshCart()} loading="Loading your cart…" />
    );
  const lineName = lineNameOf(cart);

  const act = async (change: () => Promise<Cart>, done?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      shop.setCart(await change());
      if (done) setMessage({ text: done, error: false });
    } catch (failure) {
      setMessage({ text: shopperMessage(failure), error: true });
      await shop.refreshCart();
    } finally {
      setBusy(false);
    }
  };

  const checkout = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const started = await shop.client.startCheckout();
      // The cart now belongs to this checkout: the checkout page opens on it at once (its own
      // read of the cart follows), and an older read still on its way is dropped (shop.tsx).
      shop.setCart({ ...cart, checkoutId: started.checkoutId });
      router.navigate(`/checkout/${started.checkoutId}`);
    } catch (failure) {
      setMessage({ text: shopperMessage(failure, { lineName }), error: true });
      setBusy(false);
    }
  };

  const money = (amount: number) => formatMoney(amount, cart.currency);
  return (
    <>
      <h1>Your cart</h1>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      {cart.items.length === 0 ? (
        <p>
          Your cart is empty. <Link to="/">Browse the shop</Link>
        </p>
      ) : (
        <>
          <ul className="lines">
            {cart.items.map((item) => (
              <li key={item.id} className="line">
                <div>
                  <strong>{item.productTitle}</strong>
                  <span className="muted"> · {item.variantTitle}</span>
                  <div>
                    {money(item.unitPrice)} each
                    {item.hasDiscount && (
                      <span className="ok"> (saves {money(item.discountAmount ?? 0)})</span>
                    )}
                  </div>
                </div>
                <label className="qty">
                  <span className="visually-hidden">{`Quantity of ${item.productTitle} (${item.variantTitle})`}</span>
                  <input
                    type="number"
                    min={0}
                    defaultValue={item.quantity}
                    key={`${item.id}-${item.quantity}`}
                    disabled={busy}
                    onBlur={(event) => {
                      const quantity = Number(event.target.value);
                      if (Number.isInteger(quantity) && quantity !== item.quantity)
                        void act(() => shop.client.updateItem(item.id, quantity), 'Cart updated.');
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.currentTarget.blur();
                    }}
                  />
                </label>
                <span className="line-total">{money(item.totalPrice)}</span>
                <button
                  type="button"
                  className="link"
                  disabled={busy}
                  onClick={() => act(() => shop.client.removeItem(item.id), `Removed ${item.productTitle}.`)}
                >
                  {`Remove ${item.productTitle} (${item.variantTitle})`}
                </button>
              </li>
            ))}
          </ul>
          <DiscountCodeBox cart={cart} busy={busy} act={act} />
          <dl className="totals">
            <dt>Subtotal</dt>
            <dd>{money(cart.subtotal)}</dd>
            <dt>Estimated shipping</dt>
            <dd>{money(cart.estimatedShipping)}</dd>
            <dt>Estimated tax</dt>
            <dd>{money(cart.estimatedTax)}</dd>
            <dt>Estimated total</dt>
            <dd>
              <strong>{money(cart.estimatedTotal)}</strong>
            </dd>
          </dl>
          <button type="button" className="primary" disabled={busy} onClick={checkout}>
            Check out
          </button>
        </>
      )}
    </>
  );
};
export default CartPage;
