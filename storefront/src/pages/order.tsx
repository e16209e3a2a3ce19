import { useEffect, useState } from 'react';
import type { Order } from '@store-commerce/sdk';
import { shopperMessage } from '../messages.ts';
import { Link } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { Notice } from '../ui.tsx';
import { OrderSummary } from './order-summary.tsx';

/** The confirmation after paying, and any of the customer's orders later (found in their history). */
const OrderPage = ({ orderId }: { orderId: string }) => {
  const shop = useShop();
  const [order, setOrder] = useState<Order | null>(
    shop.lastOrder?.orderId === orderId ? shop.lastOrder : null,
  );
  const [error, setError] = useState<string | null>(null);
  const justPlaced = shop.lastOrder?.orderId === orderId;

  useEffect(() => {
    if (order || !shop.signedIn) return;
    let live = true;
    (async () => {
      let cursor: string | undefined;
      do {
        const page = await shop.client.listMyOrders({ limit: 50, ...(cursor ? { cursor } : {}) });
        const found = page.data.find((candidate) => candidate.orderId === orderId);
        if (found) return found;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return null;
    })().then(
      (found) => live && (found ? setOrder(found) : setError('We could not find this order.')),
      (failure: unknown) => live && setError(shopperMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [order, orderId, shop.client, shop.signedIn]);

  if (error) return <Notice error>{error}</Notice>;
  if (!order) return <p aria-live="polite">Loading your order…</p>;
  return (
    <>
      <h1>{justPlaced ? 'Thank you for your order' : `Order #${order.orderNumber}`}</h1>
      {justPlaced && <Notice>Your order #{order.orderNumber} is confirmed.</Notice>}
      <OrderSummary order={order} />
      <p>
        <Link to="/account">Your orders</Link> · <Link to="/">Keep shopping</Link>
      </p>
    </>
  );
};
export default OrderPage;
