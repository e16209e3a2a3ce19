import type { AppConfig } from '../../shared/config.ts';
import { dynamoCustomerRepository } from '../../shared/customers/dynamo-customers.ts';
import { createCustomerLookup } from '../../shared/customers/service.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { perContainer } from '../compose/lifetime.ts';

/** The customers function's composition root: lookups on the table, built once per container. */
export const customerLookup = perContainer((settings: AppConfig) =>
  createCustomerLookup(dynamoCustomerRepository(documentClient(), settings.tableName)),
);
