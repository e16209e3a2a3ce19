import { dynamoCompletionIndex } from '../../shared/checkout/dynamo-checkout-repository.ts';
import { createCheckoutRecovery } from '../../shared/checkout/recovery.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { checkoutCompletion } from '../compose/checkout.ts';
import { perContainer } from '../compose/lifetime.ts';

/**
 * The checkout recovery job's composition root: the completion index and checkout completion
 * (functions/compose/checkout.ts), built once per container.
 */
export const checkoutRecovery = perContainer((settings: AppConfig) =>
  createCheckoutRecovery({
    index: dynamoCompletionIndex(documentClient(), settings.tableName),
    completion: checkoutCompletion(settings),
  }),
);
