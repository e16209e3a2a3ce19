import { PageHeader } from '../../../ui/page.tsx';

export default function WebhookendpointPage() {
  return <PageHeader title="Webhook endpoint" />;
}
