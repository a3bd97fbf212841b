import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
