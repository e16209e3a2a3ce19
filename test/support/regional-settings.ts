/**
 * A store that ships by zone and taxes by region, prices before tax (docs/decisions.md §12.8):
 * California (7.25 %) and the UK (20 %) are taxed, nowhere else; the US has Standard (5.99) and
 * Express (14.99), the UK Royal Mail (3.50), and no other country is shipped to. The storefront's
 * browser files (storefront-shop.ts) and the checkout quote's tests price against it.
 */
export const REGIONAL_SETTINGS = {
  defaultCountry: 'US',
  tax: {
    pricesIncludeTax: false,
    defaultRate: 0,
    rates: [
      { country: 'US', province: 'CA', rate: 0.0725 },
      { country: 'GB', rate: 0.2 },
    ],
    taxShipping: false,
  },
  shipping: {
    zones: [
      {
        name: 'US',
        countries: ['US'],
        options: [
          { id: 'standard', name: 'Standard', price: 5.99, minDeliveryDays: 3, maxDeliveryDays: 5 },
          { id: 'express', name: 'Express', price: 14.99, minDeliveryDays: 1, maxDeliveryDays: 2 },
        ],
      },
      {
        name: 'UK',
        countries: ['GB'],
        options: [{ id: 'royal-mail', name: 'Royal Mail', price: 3.5 }],
      },
    ],
  },
};
