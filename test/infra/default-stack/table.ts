import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, it } from 'vitest';
import {
  STREAM_VIEW_TYPE,
  TABLE_INDEXES,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
} from '../../../shared/db/table-definition.ts';
import { defaultStack } from '../synth.ts';

/** The one table, as shared/db/table-definition.ts describes it. */
let template: Template;

beforeAll(() => {
  ({ template } = defaultStack());
});

describe('table', () => {
  it('is built from shared/db/table-definition.ts', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: Object.values(TABLE_INDEXES).map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: index.projection },
      })),
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      StreamSpecification: { StreamViewType: STREAM_VIEW_TYPE },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('is destroyed with a non-prod stack', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete', UpdateReplacePolicy: 'Delete' });
  });
});
