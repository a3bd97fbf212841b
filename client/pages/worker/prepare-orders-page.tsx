import { StaffLayout } from '../../components/staff-layout.tsx';

export function PrepareOrdersPage() {
  return (
    <StaffLayout title="Kitchen">
      <p className="staff-main__note card">The kitchen board (Queue, Preparing, Completed) is coming soon.</p>
    </StaffLayout>
  );
}
