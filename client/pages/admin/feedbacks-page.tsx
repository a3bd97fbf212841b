import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function FeedbacksPage() {
  return <PlaceholderPage title="User Feedbacks" />;
}
