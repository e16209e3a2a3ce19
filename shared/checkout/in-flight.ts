import { completionContext, type CheckoutCompletionDeps } from './completion-context.ts';
import { createSettlement } from './settle.ts';
import { settleBeforeNewCheckout } from './start.ts';

/**
 * Only the `settle` of checkout completion (complete.ts): what starting a checkout needs to
 * settle the cart's earlier completion. The carts function builds this instead of the whole
 * completion, so its bundle leaves out order placement, pricing and the payment step.
 */
export const createInFlightSettlement = (deps: CheckoutCompletionDeps) => {
  const context = completionContext(deps);
  return {
    settle: settleBeforeNewCheckout(
      context.checkouts,
      createSettlement(context).recover,
      deps.settlesInterrupted,
    ),
  };
};
