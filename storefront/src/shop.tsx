import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  createStorefrontClient,
  StoreCommerceError,
  type Branding,
  type Cart,
  type CheckoutSettings,
  type Order,
  type StorefrontClient,
} from '@store-commerce/sdk';
import { shopperMessage } from './messages.ts';
import type { StorefrontRuntimeConfig } from './runtime-config.ts';

/**
 * The shop's state every page shares: the SDK client (publishable key, and the customer token
 * once signed in, kept in this browser's localStorage per store: docs/decisions.md §13.2), the
 * store's branding and settings, the cart, and the order just placed.
 */
export interface Shop {
  client: StorefrontClient;
  config: StorefrontRuntimeConfig;
  branding: Branding | null;
  settings: CheckoutSettings | null;
  testMode: boolean;
  signedIn: boolean;
  cart: Cart | null;
  /** Why the cart could not be read (null once it is): a page says so instead of loading forever. */
  cartError: string | null;
  setCart(cart: Cart | null): void;
  refreshCart(): Promise<void>;
  signIn(token: string): void;
  signOut(): void;
  lastOrder: Order | null;
  setLastOrder(order: Order): void;
}

const ShopContext = createContext<Shop | null>(null);

const luminance = (hex: string): number => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
/** WCAG contrast ratio of two `#rrggbb` colours. */
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const tokenKey = (storeId: string) => `storefront.token.${storeId}`;

/** The longest Retry-After (429, 503) the shop waits for before it tells the shopper. */
const MAX_RETRY_AFTER_MS = 5_000;

export const ShopProvider = ({
  config,
  children,
}: {
  config: StorefrontRuntimeConfig;
  children: ReactNode;
}) => {
  const client = useMemo(
    () =>
      createStorefrontClient({
        baseUrl: config.apiBaseUrl || location.origin,
        storeId: config.storeId,
        publishableKey: config.publishableKey,
        token: localStorage.getItem(tokenKey(config.storeId)) ?? undefined,
        // A busy shop's answer to wait longer than this is shown ("The shop is busy…") rather
        // than waited for behind a page that says only 'Loading…'.
        retry: { maxRetryAfterMs: MAX_RETRY_AFTER_MS },
      }),
    [config],
  );
  const [signedIn, setSignedIn] = useState(() => client.getToken() !== null);
  const [branding, setBranding] = useState<Branding | null>(null);
  const [settings, setSettings] = useState<CheckoutSettings | null>(null);
  const [cart, setCartState] = useState<Cart | null>(null);
  const [cartError, setCartError] = useState<string | null>(null);
  // Which read or change of the cart is the latest: an answer to an older read (the cart page's,
  // still on its way when Check out started a checkout) never replaces a newer cart.
  const cartVersion = useRef(0);
  const setCart = useCallback((next: Cart | null) => {
    cartVersion.current += 1;
    setCartState(next);
    setCartError(null);
  }, []);
  const [lastOrder, setLastOrder] = useState<Order | null>(null);

  useEffect(() => {
    client.getBranding().then(setBranding, () => undefined);
    client.getCheckoutSettings().then(setSettings, () => undefined);
  }, [client]);

  useEffect(() => {
    if (!branding) return;
    document.title = branding.name;
    // The owner's colours, each with a text colour readable on it; links and prices use a colour
    // only when it reads on white (WCAG AA, 4.5:1), else the default.
    const style = document.documentElement.style;
    for (const [name, colour] of Object.entries(branding.colors)) {
      style.setProperty(`--${name}`, colour);
      style.setProperty(`--on-${name}`, contrast(colour, '#ffffff') >= 4.5 ? '#ffffff' : '#111111');
      if (contrast(colour, '#ffffff') >= 4.5) style.setProperty(`--${name}-text`, colour);
      else style.removeProperty(`--${name}-text`);
    }
  }, [branding]);

  const signOut = useCallback(() => {
    localStorage.removeItem(tokenKey(config.storeId));
    client.setToken(null);
    setSignedIn(false);
    setCart(null);
  }, [client, config.storeId, setCart]);

  const refreshCart = useCallback(async () => {
    if (client.getToken() === null) return;
    const asked = (cartVersion.current += 1);
    try {
      const fresh = await client.getCart();
      if (asked !== cartVersion.current) return;
      setCartState(fresh);
      setCartError(null);
    } catch (error) {
      if (
        error instanceof StoreCommerceError &&
        (error.status === 401 || error.errorCode === 'CUSTOMER_NOT_FOUND')
      )
        signOut();
      else if (asked === cartVersion.current) setCartError(shopperMessage(error));
    }
  }, [client, signOut]);

  useEffect(() => {
    if (signedIn) void refreshCart();
  }, [signedIn, refreshCart]);

  const shop: Shop = {
    client,
    config,
    branding,
    settings,
    testMode: config.publishableKey.startsWith('pk_test_'),
    signedIn,
    cart,
    cartError,
    setCart,
    refreshCart,
    signIn: (token) => {
      localStorage.setItem(tokenKey(config.storeId), token);
      client.setToken(token);
      setSignedIn(true);
    },
    signOut,
    lastOrder,
    setLastOrder,
  };
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
};

export const useShop = (): Shop => {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop outside <ShopProvider>');
  return shop;
};
