import { lazy, Suspense, type ReactNode } from 'react';
import { CatalogPage } from './pages/catalog.tsx';
import { Link, match, useRouter } from './router.tsx';
import { useShop } from './shop.tsx';

// The first visit loads the catalog; every other page is its own chunk, fetched on navigation.
const ProductPage = lazy(() => import('./pages/product.tsx'));
const SignInPage = lazy(() => import('./pages/sign-in.tsx'));
const CartPage = lazy(() => import('./pages/cart.tsx'));
const CheckoutPage = lazy(() => import('./pages/checkout.tsx'));
const OrderPage = lazy(() => import('./pages/order.tsx'));
const AccountPage = lazy(() => import('./pages/account.tsx'));

const page = (path: string): ReactNode => {
  let params: Record<string, string> | null;
  if (path === '/' || path === '') return <CatalogPage />;
  if ((params = match('/products/:productId', path))) return <ProductPage productId={params.productId!} />;
  if (match('/sign-in', path)) return <SignInPage />;
  if (match('/cart', path)) return <CartPage />;
  if ((params = match('/checkout/:checkoutId', path)))
    return <CheckoutPage checkoutId={params.checkoutId!} />;
  if ((params = match('/orders/:orderId', path))) return <OrderPage orderId={params.orderId!} />;
  if (match('/account', path)) return <AccountPage />;
  return (
    <>
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </>
  );
};

export const App = () => {
  const { path } = useRouter();
  const shop = useShop();
  const count = shop.cart?.totalQuantity ?? 0;
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      {shop.testMode && (
        // Inside a landmark, as all of a page's content (a screen reader's tour of the landmarks).
        <section aria-label="Test mode">
          <p className="test-banner">Test mode: no real payments are taken.</p>
        </section>
      )}
      <header className="top">
        <Link to="/" className="brand">
          {shop.branding?.logoUrl && <img src={shop.branding.logoUrl} alt="" width={32} height={32} />}
          <span>{shop.branding?.name ?? 'Shop'}</span>
        </Link>
        <nav aria-label="Shop">
          {shop.signedIn ? <Link to="/account">Account</Link> : <Link to="/sign-in?next=/">Sign in</Link>}
          <Link to="/cart">{`Cart (${count})`}</Link>
        </nav>
      </header>
      <main id="main" className="page">
        <Suspense fallback={<p aria-live="polite">Loading…</p>}>{page(path)}</Suspense>
      </main>
    </>
  );
};
