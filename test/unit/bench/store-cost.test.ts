import { describe, expect, it } from 'vitest';
import {
  DEPLOYMENT,
  LAST_MEASURED,
  measuredUnits,
  monthlyCost,
  perStore,
  SCENARIOS,
  STACK_PRICES,
  storeCosts,
  storeCostSection,
} from '../../../bench/store-cost.ts';

const line = (lines: ReturnType<typeof monthlyCost>, prefix: string) =>
  lines.find((l) => l.item.startsWith(prefix))!.dollars;

describe('cost per store per month', () => {
  const [idle, small, large] = SCENARIOS as [
    (typeof SCENARIOS)[0],
    (typeof SCENARIOS)[0],
    (typeof SCENARIOS)[0],
  ];

  it('an idle store pays no request-priced service, only the deployment and its owner', () => {
    const lines = monthlyCost(idle);
    for (const prefix of ['API Gateway', 'Lambda requests', 'DynamoDB on-demand', 'SQS (webhook', 'X-Ray'])
      expect(line(lines, prefix)).toBe(0);
    expect(line(lines, 'KMS')).toBe(DEPLOYMENT.kmsKeys * STACK_PRICES.kmsKeyPerMonth);
    expect(line(lines, 'CloudWatch alarms')).toBeCloseTo(DEPLOYMENT.alarms * STACK_PRICES.alarmPerMonth);
    expect(line(lines, 'Cognito')).toBeGreaterThan(0);
  });

  it('prices API Gateway per request: storefront, cart adds and 4 calls per order', () => {
    const requests = small.storefrontRequests + small.cartAdds + 4 * small.orders;
    expect(line(monthlyCost(small), 'API Gateway')).toBeCloseTo(requests / 1e6);
  });

  it('prices DynamoDB from the units given (the bench measures them)', () => {
    const doubled = {
      storefront: { ...LAST_MEASURED.storefront, readUnits: LAST_MEASURED.storefront.readUnits * 2 },
      cartAdd: LAST_MEASURED.cartAdd,
    };
    const extra = (small.storefrontRequests * LAST_MEASURED.storefront.readUnits * 0.125) / 1e6;
    expect(
      line(monthlyCost(small, doubled), 'DynamoDB on-demand') -
        line(monthlyCost(small), 'DynamoDB on-demand'),
    ).toBeCloseTo(extra);
  });

  it('divides the deployment lines evenly among the stores that share it, and only those', () => {
    const lines = monthlyCost(small);
    const shared = lines.filter((l) => l.shared).reduce((n, l) => n + l.dollars, 0);
    expect(perStore(lines, 1) - perStore(lines, 10)).toBeCloseTo(shared * 0.9);
  });

  it('grows with traffic and prints each goal as met or not met', () => {
    const rows = storeCosts();
    expect(rows.map((r) => r.alone)).toEqual([...rows.map((r) => r.alone)].sort((a, b) => a - b));
    expect(perStore(monthlyCost(large), 1)).toBeGreaterThan(perStore(monthlyCost(small), 1));
    const printed = storeCostSection(rows, 'as last measured');
    expect(printed).toMatch(/(met|not met) \(≤ \$3\)|not met \(> \$3\)/);
    expect(printed).toMatch(/\$10\)/);
  });

  it("reads the bench's store GET and cart add rows as the storefront and cart-add units", () => {
    const rows = [
      {
        route: 'GET /sdk/store/{storeId}/checkout-settings (pk)',
        durationMsP50: 7,
        readUnits: 1,
        writeUnits: 0.2,
        logBytes: 700,
      },
      {
        route: 'POST /sdk/cart/store/{storeId}/item (pk + JWT)',
        durationMsP50: 30,
        readUnits: 5,
        writeUnits: 20,
        logBytes: 800,
      },
    ];
    const units = measuredUnits(rows)!;
    expect(units.storefront).toMatchObject({ durationMs: 7, writeUnits: 0.2, logBytes: 700, viaApi: true });
    expect(units.cartAdd).toMatchObject({ durationMs: 30, writeUnits: 20, traced: true });
    expect(measuredUnits([])).toBeUndefined();
  });
});
