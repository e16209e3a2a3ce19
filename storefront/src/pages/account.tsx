import { useEffect, useState, type FormEvent } from 'react';
import type { CustomerProfile, Order } from '@store-commerce/sdk';
import { formatDate, formatMoney, shopperMessage } from '../messages.ts';
import { Link, useRouter } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { Notice } from '../ui.tsx';
import { STATUS_TEXT, Tracking } from './order-summary.tsx';

/** The customer's profile (names, email) and order history with status and tracking. */
const AccountPage = () => {
  const shop = useShop();
  const router = useRouter();
  const [profile, setProfile] = useState<CustomerProfile | null>(null);
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  /** A new email waiting for the code sent to it. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  useEffect(() => {
    if (!shop.signedIn) return;
    shop.client
      .getProfile()
      .then(setProfile, (failure: unknown) => setMessage({ text: shopperMessage(failure), error: true }));
    shop.client.listMyOrders({ limit: 20 }).then(
      (page) => {
        setOrders(page.data);
        setCursor(page.nextCursor);
      },
      (failure: unknown) => setMessage({ text: shopperMessage(failure), error: true }),
    );
  }, [shop.client, shop.signedIn]);

  if (!shop.signedIn)
    return (
      <>
        <h1>Your account</h1>
        <p>
          <Link to="/sign-in?next=/account">Sign in</Link> with your email or mobile number.
        </p>
      </>
    );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || null;
    try {
      const email = text('email');
      const saved = await shop.client.updateProfile({
        firstName: text('firstName'),
        lastName: text('lastName'),
        email,
      });
      setProfile(saved);
      if (saved.emailCodeSent) {
        setPendingEmail(email);
        setMessage({
          text: `Saved. We sent a code to ${email}: enter it to change your email.`,
          error: false,
        });
      } else setMessage({ text: 'Saved.', error: false });
    } catch (failure) {
      setMessage({ text: shopperMessage(failure), error: true });
    }
  };
  const confirmEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    try {
      setProfile(await shop.client.updateProfile({ email: pendingEmail, code }));
      setPendingEmail(null);
      setMessage({ text: 'Your email is changed.', error: false });
    } catch (failure) {
      setMessage({ text: shopperMessage(failure), error: true });
    }
  };
  const more = async () => {
    if (!cursor) return;
    const page = await shop.client.listMyOrders({ limit: 20, cursor });
    setOrders((current) => [...(current ?? []), ...page.data]);
    setCursor(page.nextCursor);
  };

  return (
    <>
      <h1>Your account</h1>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      {profile && (
        <form onSubmit={save} className="profile" key={profile.updatedAt}>
          <p className="muted">Signed in as {profile.phone ?? profile.email}</p>
          <label htmlFor="first-name">First name</label>
          <input
            id="first-name"
            name="firstName"
            autoComplete="given-name"
            defaultValue={profile.firstName ?? ''}
          />
          <label htmlFor="last-name">Last name</label>
          <input
            id="last-name"
            name="lastName"
            autoComplete="family-name"
            defaultValue={profile.lastName ?? ''}
          />
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={profile.email ?? ''}
          />
          <button type="submit">Save</button>
        </form>
      )}
      {pendingEmail && (
        <form onSubmit={confirmEmail} className="profile">
          <label htmlFor="email-code">Code sent to {pendingEmail}</label>
          <input id="email-code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <button type="submit">Change email</button>
        </form>
      )}
      <h2>Your orders</h2>
      {orders === null && <p aria-live="polite">Loading your orders…</p>}
      {orders?.length === 0 && <p>No orders yet.</p>}
      <ul className="orders">
        {orders?.map((order) => (
          <li key={order.orderId}>
            <Link to={`/orders/${order.orderId}`}>{`Order #${order.orderNumber}`}</Link>{' '}
            <span className="muted">{formatDate(order.placedAt)}</span> · {STATUS_TEXT[order.orderStatus]} ·{' '}
            {formatMoney(order.totals.totalAmount, order.currency)}
            <Tracking order={order} />
          </li>
        ))}
      </ul>
      {cursor && (
        <button type="button" onClick={more}>
          More orders
        </button>
      )}
      <p>
        <button
          type="button"
          className="link"
          onClick={() => {
            shop.signOut();
            router.navigate('/');
          }}
        >
          Sign out
        </button>
      </p>
    </>
  );
};
export default AccountPage;
