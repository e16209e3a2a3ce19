/** Display formats shared by every page (the browser's locale; amounts in the store's currency). */
export const formatMoney = (amount: number | null | undefined, currency: string | undefined) =>
  amount === null || amount === undefined
    ? '—'
    : new Intl.NumberFormat(undefined, { style: 'currency', currency: currency || 'USD' }).format(amount);

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** "3 h ago", "2 d ago": ages of carts and last uses. */
export const formatAge = (iso: string | null | undefined, now = Date.now()) => {
  if (!iso) return '—';
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} d ago`;
};
