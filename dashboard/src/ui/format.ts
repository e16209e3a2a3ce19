/**
 * Display formats shared by every page (the browser's locale; amounts in the store's currency).
 * One formatter per kind of value, so money and addresses read the same everywhere
 * (docs/decisions.md §7.19).
 */
export const formatMoney = (amount: number | null | undefined, currency: string | undefined) =>
  amount === null || amount === undefined
    ? '—'
    : new Intl.NumberFormat(undefined, { style: 'currency', currency: currency || 'USD' }).format(amount);

/**
 * A message from the API with its amounts formatted: the API writes amounts as `12.5 USD`
 * (number, space, ISO currency code); the dashboard shows `$12.50`. Anything else is left as is.
 */
export const formatAmountsIn = (message: string) =>
  message.replace(/(?<![\w.])(\d+(?:\.\d+)?) ([A-Z]{3})\b/g, (text, amount: string, currency: string) => {
    try {
      return formatMoney(Number(amount), currency);
    } catch {
      return text; // not a currency Intl knows: leave the API's words
    }
  });

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** A short date for narrow columns ("Nov 26"; with the year when it is not this year's). */
export const formatShortDate = (iso: string | null | undefined, now = new Date()) => {
  if (!iso) return '—';
  const date = new Date(iso);
  return date.toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  });
};

/** "3 h ago", "2 d ago": ages of carts and last uses. */
export const formatAge = (iso: string | null | undefined, now = Date.now()) => {
  if (!iso) return '—';
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} d ago`;
};

/** "in 4 min", "in 2 h", "due now": when a planned thing happens. */
export const formatUntil = (iso: string | null | undefined, now = Date.now()) => {
  if (!iso) return '—';
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (seconds <= 0) return 'due now';
  if (seconds < 60) return `in ${seconds} s`;
  if (seconds < 3600) return `in ${Math.round(seconds / 60)} min`;
  if (seconds < 86400) return `in ${Math.round(seconds / 3600)} h`;
  return `in ${Math.round(seconds / 86400)} d`;
};

export interface PostalAddress {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  provinceCode?: string | null;
  postalCode?: string | null;
  country?: string | null;
  countryIsoCode?: string | null;
}

const countryName = (address: PostalAddress) => {
  const code = address.countryIsoCode?.trim();
  if (code && /^[A-Za-z]{2}$/.test(code)) {
    try {
      const name = new Intl.DisplayNames(undefined, { type: 'region' }).of(code.toUpperCase());
      if (name) return name;
    } catch {
      // fall through to the stored name
    }
  }
  return address.country?.trim() || code || '';
};

/**
 * One postal address on one line, the way a US label writes it:
 * "1 Harbor Way, Suite 2, Arlington, VA 22202, United States" (street, city, then the region
 * code or name with the postal code, then the country's name in the owner's language).
 */
export const formatAddress = (address: PostalAddress) => {
  const region = (address.provinceCode || address.province || '').trim();
  const regionAndPostal = [region, address.postalCode?.trim()].filter(Boolean).join(' ');
  return [address.address1, address.address2, address.city, regionAndPostal, countryName(address)]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
};
