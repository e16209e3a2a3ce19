import { useEffect, useState, type FormEvent } from 'react';
import type { StorefrontProduct, StorefrontVariant } from '@store-commerce/sdk';
import { shopperMessage } from '../messages.ts';
import { Link, useRouter } from '../router.tsx';
import { useShop } from '../shop.tsx';
import { Notice, Price } from '../ui.tsx';

const availability = (variant: StorefrontVariant): string => {
  if (!variant.available) return 'Out of stock';
  if (variant.availableQuantity === null) return 'In stock';
  return variant.availableQuantity <= 5 ? `Only ${variant.availableQuantity} left` : 'In stock';
};

/**
 * The product's images: the one shown large, and a thumbnail per image to show it instead (the
 * first image, else the product's image URL, when it has no uploaded ones).
 */
const Gallery = ({ product }: { product: StorefrontProduct }) => {
  const [shown, setShown] = useState(0);
  const { images } = product;
  const main = images[shown]?.url ?? product.imageUrl;
  if (!main) return null;
  return (
    <div className="product-gallery">
      <img
        src={main}
        alt={images.length > 1 ? `${product.title}, image ${shown + 1} of ${images.length}` : product.title}
        className="product-image"
      />
      {images.length > 1 && (
        <ul className="product-thumbnails" aria-label="Images">
          {images.map((image, i) => (
            <li key={image.imageId}>
              <button
                type="button"
                aria-label={`Show image ${image.position}`}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
              >
                <img src={image.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** A product: its variants to choose from, each with its price, compare-at price and stock. */
const ProductPage = ({ productId }: { productId: string }) => {
  const shop = useShop();
  const router = useRouter();
  const [product, setProduct] = useState<StorefrontProduct | null>(null);
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    shop.client.getProduct(productId).then(
      (loaded) => {
        setProduct(loaded);
        setVariantId((loaded.variants.find((v) => v.available) ?? loaded.variants[0])?.id ?? null);
      },
      (failure: unknown) => setMessage({ text: shopperMessage(failure), error: true }),
    );
  }, [shop.client, productId]);

  if (!product) return message ? <Notice error>{message.text}</Notice> : <p aria-live="polite">Loading…</p>;
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const currency = shop.settings?.currency ?? 'USD';

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!variant) return;
    if (!shop.signedIn)
      return router.navigate(`/sign-in?next=${encodeURIComponent(`/products/${productId}`)}`);
    setBusy(true);
    setMessage(null);
    try {
      shop.setCart(await shop.client.addItem({ productVariantId: variant.id, quantity }));
      setMessage({
        text: `Added ${quantity} × ${product.title} (${variant.title}) to your cart.`,
        error: false,
      });
    } catch (failure) {
      setMessage({ text: shopperMessage(failure), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="product">
      <Gallery product={product} />
      <div>
        <h1>{product.title}</h1>
        {product.description && <p>{product.description}</p>}
        <form onSubmit={add}>
          {product.variants.length > 1 && (
            <fieldset>
              <legend>Choose an option</legend>
              {product.variants.map((option) => (
                <label key={option.id} className="option">
                  <input
                    type="radio"
                    name="variant"
                    value={option.id}
                    checked={option.id === variant?.id}
                    onChange={() => setVariantId(option.id)}
                  />
                  {option.title}
                  <span className="muted"> · {availability(option)}</span>
                </label>
              ))}
            </fieldset>
          )}
          {variant && (
            <p className="buy-line">
              <Price amount={variant.price} compareAt={variant.compareAtPrice} currency={currency} />{' '}
              <span className={variant.available ? 'ok' : 'muted'}>{availability(variant)}</span>
            </p>
          )}
          <label htmlFor="quantity">Quantity</label>
          <input
            id="quantity"
            type="number"
            min={1}
            max={variant?.availableQuantity ?? 99}
            value={quantity}
            onChange={(event) => setQuantity(Math.max(1, Number(event.target.value) || 1))}
          />
          <button type="submit" disabled={busy || !variant?.available}>
            {shop.signedIn ? 'Add to cart' : 'Sign in to buy'}
          </button>
        </form>
        {message && <Notice error={message.error}>{message.text}</Notice>}
        {message && !message.error && <Link to="/cart">View cart</Link>}
      </div>
    </article>
  );
};
export default ProductPage;
