import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCommerceStack } from '../../../infra/cdk/stack.ts';
import { actionsOf, defaultStack, logicalIdOf, resourcesOf, roleStatements } from '../synth.ts';

/** Live payments in the stack: the key sealing Stripe credentials, who may use it, the webhook route, the alarm. */
let template: Template;
let stack: StoreCommerceStack;

beforeAll(() => {
  ({ template, stack } = defaultStack());
});

const kmsActionsOf = (roleLogicalId: string) =>
  roleStatements(template, roleLogicalId)
    .filter((statement) => actionsOf(statement).some((a) => a.startsWith('kms:')))
    .map((statement) => ({ actions: actionsOf(statement).sort(), resources: resourcesOf(statement) }));

describe('live payments', () => {
  const keyRef = () => ({ 'Fn::GetAtt': [logicalIdOf(stack.stateful.paymentSecretsKey), 'Arn'] });

  it('makes one rotating KMS key for stores’ payment credentials', () => {
    const keys = Object.values(template.findResources('AWS::KMS::Key')).filter((k) =>
      String(k.Properties.Description).includes('payment provider credentials'),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]!.Properties.EnableKeyRotation).toBe(true);
  });

  it('lets the connect route seal only, the paying and refunding functions open only, and nobody else touch it', () => {
    const functions: Record<string, { role: { node: unknown } }> = {
      ...stack.stateless.httpFunctions,
      ...stack.stateless.workers,
    };
    const expected: Record<string, string[]> = {
      adminPayments: ['kms:GenerateDataKey'],
      checkout: ['kms:Decrypt'],
      stripeWebhooks: ['kms:Decrypt'],
      checkoutRecovery: ['kms:Decrypt'],
      refundJob: ['kms:Decrypt'],
      // Runs the refund job itself for refunds whose schedule never fired.
      refundReconciler: ['kms:Decrypt'],
    };
    for (const [name, fn] of Object.entries(functions)) {
      const grants = kmsActionsOf(logicalIdOf(fn.role as never));
      if (expected[name]) {
        expect(grants, name).toEqual([{ actions: expected[name], resources: [keyRef()] }]);
      } else {
        expect(grants, name).toEqual([]);
      }
    }
  });

  it('routes Stripe’s webhook to its own function without an authorizer', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).filter(
      (r) => r.Properties.RouteKey === 'POST /api/v1/payments/stripe/{storeId}/{mode}',
    );
    expect(routes).toHaveLength(1);
    expect(routes[0]!.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    const fn =
      template.findResources('AWS::Lambda::Function')[
        logicalIdOf(stack.stateless.httpFunctions.stripeWebhooks.fn)
      ]!;
    expect(fn.Properties.Environment.Variables.PAYMENTS_KMS_KEY_ID).toEqual(keyRef());
  });

  it('alarms on any refund Stripe failed', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'RefundsFailed',
      Namespace: 'StoreCommerce',
      Statistic: 'Sum',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
  });
});
