import { StaffLayout } from '../../components/staff-layout.tsx';

export function DeliverOrdersPage() {
  return (
    <StaffLayout title="Deliver Orders">
      <p className="staff-main__note card">Orders ready for delivery are coming soon.</p>
    </StaffLayout>
  );
}
