/*
 * A store's notification switches, apart from the zod schemas in types.ts (which imports these
 * functions, never the other way): the store repository fills the switches in on every read, and
 * every HTTP function reads the key's store, so reaching the schemas from here would build them
 * at each cold start (docs/decisions.md §11.1).
 */

/** One switch per kind of order notification; `notificationSettingsSchema` in types.ts describes it. */
export interface NotificationSwitches {
  orderConfirmed: boolean;
  orderShipped: boolean;
  orderDelivered: boolean;
  orderCancelled: boolean;
  orderRefunded: boolean;
}

export const defaultNotificationSettings = (): NotificationSwitches => ({
  orderConfirmed: true,
  orderShipped: true,
  orderDelivered: true,
  orderCancelled: true,
  orderRefunded: true,
});

/** A store's switches, every kind on unless the store turned it off. */
export const notificationSettingsOf = (store: {
  notifications?: NotificationSwitches | undefined;
}): NotificationSwitches => ({
  ...defaultNotificationSettings(),
  ...store.notifications,
});
