import { useState, type FormEvent } from 'react';
import type { Cart } from '@store-commerce/sdk';
import { useShop } from '../shop.tsx';

/**
 * The cart's discount code box (docs/decisions.md §13.6); errors (unknown, expired, used up…) read
 * as `shopperMessage` words through the cart page's `act`.
 */
export const DiscountCodeBox = ({
  cart,
  busy,
  act,
}: {
  cart: Cart;
  busy: boolean;
  act: (change: () => Promise<Cart>, done?: string) => Promise<void>;
}) => {
  const { client } = useShop();
  const [code, setCode] = useState('');
  const applied = cart.discountCode;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim())
      void act(() => client.applyDiscountCode(code.trim()), `Code ${code.trim().toUpperCase()} applied.`);
  };
  return applied ? (
    <p className="discount">
      Code <strong>{applied}</strong> applied.{' '}
      <button
        type="button"
        className="link"
        disabled={busy}
        onClick={() => act(() => client.removeDiscountCode(), 'Code removed.')}
      >
        Remove code
      </button>
    </p>
  ) : (
    <form className="discount" onSubmit={submit}>
      <label htmlFor="discount-code">Discount code</label>
      <input id="discount-code" value={code} onChange={(event) => setCode(event.target.value)} />
      <button type="submit" disabled={busy}>
        Apply
      </button>
    </form>
  );
};
