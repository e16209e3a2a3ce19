import { PageHeader } from '../../../ui/page.tsx';

export default function WebhooksPage() {
  return <PageHeader title="Webhooks" />;
}
