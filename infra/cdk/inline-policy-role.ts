import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/** The name of the one inline policy that holds every statement granted to the role. */
export const ROLE_POLICY_NAME = 'Permissions';

/**
 * A role whose granted statements live in the role itself, as one inline policy, instead of in
 * a separate `AWS::IAM::Policy` resource (`iam.Role`'s DefaultPolicy). IAM stores both the same
 * way (an inline role policy, within the same 10,240-character limit per role), so the
 * permissions are unchanged; the stack has one resource fewer per role (docs/infrastructure.md,
 * "Stack limits"). Grants (`grantWrite`, `addToRolePolicy`, event sources...) land here as they
 * would in the DefaultPolicy, and whatever waits for the policy waits for the role instead,
 * which CloudFormation creates together with its inline policies.
 */
export class InlinePolicyRole extends iam.Role {
  private readonly permissions: iam.PolicyDocument;

  constructor(scope: Construct, id: string, props: iam.RoleProps) {
    const permissions = new iam.PolicyDocument();
    super(scope, id, {
      ...props,
      inlinePolicies: { ...props.inlinePolicies, [ROLE_POLICY_NAME]: permissions },
    });
    this.permissions = permissions;
    // An empty inline policy would render without a document, which CloudFormation rejects.
    this.node.addValidation({
      validate: () => (permissions.isEmpty ? [`${this.node.path} has no granted statement`] : []),
    });
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.permissions.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}
