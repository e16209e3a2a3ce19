import { PageHeader } from '../../ui/page.tsx';

export default function StoresettingsPage() {
  return <PageHeader title="Store settings" />;
}
