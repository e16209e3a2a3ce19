import { PageHeader } from '../../ui/page.tsx';

export default function APIkeysPage() {
  return <PageHeader title="API keys" />;
}
