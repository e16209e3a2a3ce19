import { dynamoOrderListing } from '../../shared/admin-commerce/dynamo-order-listing.ts';
import { dynamoOrderNotes } from '../../shared/admin-commerce/dynamo-order-notes.ts';
import { dynamoOrderIndex } from '../../shared/admin-commerce/dynamo-order-search.ts';
import { dynamoSalesDays } from '../../shared/admin-commerce/dynamo-sales-days.ts';
import { dynamoCartList, dynamoCustomerContacts } from '../../shared/admin-commerce/dynamo-store-lists.ts';
import { createOrderExport } from '../../shared/admin-commerce/order-export.ts';
import { createOrderNotes } from '../../shared/admin-commerce/order-notes.ts';
import { createOrderSearch } from '../../shared/admin-commerce/order-search.ts';
import { createAdminOrders } from '../../shared/admin-commerce/orders.ts';
import { createSalesReport } from '../../shared/admin-commerce/sales-report.ts';
import { createAdminStoreLists } from '../../shared/admin-commerce/store-lists.ts';
import type { AppConfig } from '../../shared/config.ts';
import { dynamoCustomerSearch } from '../../shared/customers/dynamo-customer-search.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoIdempotencyStore } from '../../shared/idempotency/dynamo-idempotency.ts';
import { createIdempotencyRunner } from '../../shared/idempotency/run.ts';
import type { OneTimeScheduler } from '../../shared/scheduler/ports.ts';
import { dynamoStoreClocks } from '../../shared/test-clocks/dynamo-test-clocks.ts';
import { systemClock } from '../../shared/util/time.ts';
import { perContainer } from '../compose/lifetime.ts';
import { deployedRefundScheduler, orderService } from '../compose/order-service.ts';

/** Where refunds are scheduled: EventBridge Scheduler deployed; the local runtime and tests pass theirs. */
export type RefundSchedulerOf = (settings: AppConfig) => OneTimeScheduler;
export const deployedRefunds: RefundSchedulerOf = deployedRefundScheduler;

/**
 * The admin-commerce function's composition root: the admin commerce services on the DynamoDB
 * adapters, asking `refundScheduler` for the scheduler at each refund. Built once per container.
 */
export const adminCommerceServices = perContainer(
  (settings: AppConfig, refundScheduler: RefundSchedulerOf) => {
    const db = documentClient();
    const { tableName } = settings;
    const search = createOrderSearch({
      index: dynamoOrderIndex(db, tableName),
      customers: dynamoCustomerSearch(db, tableName),
    });
    const orders = createAdminOrders({
      listing: dynamoOrderListing(db, tableName),
      search,
      orders: orderService(settings, () => refundScheduler(settings)),
    });
    return {
      export: createOrderExport(search),
      sales: createSalesReport(dynamoSalesDays(db, tableName), dynamoStoreClocks(db, tableName)),
      orders,
      notes: createOrderNotes({
        notes: dynamoOrderNotes(db, tableName),
        ensureOrder: (storeId, mode, orderId) => orders.get(storeId, mode, orderId),
      }),
      lists: createAdminStoreLists({
        cartList: dynamoCartList(db, tableName),
        customers: dynamoCustomerContacts(db, tableName),
      }),
      // Idempotency keys live in real time, not a store's test clock (docs/decisions.md §1.7).
      idempotency: createIdempotencyRunner(dynamoIdempotencyStore(db, tableName), systemClock),
    };
  },
);
export type AdminCommerceServices = ReturnType<typeof adminCommerceServices>;
