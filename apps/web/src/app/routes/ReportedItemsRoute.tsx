// /dashboard/reporteditems (admin): reported listings (admin feature), then reported conversations
// (conversations feature), composed here so the two features never import each other.
import { ReportedItemsPage } from '#app/features/admin/pages/ReportedItemsPage.tsx';
import { ReportedConversations } from '#app/features/conversations/components/ReportedConversations.tsx';

export function ReportedItemsRoute() {
  return (
    <>
      <ReportedItemsPage />
      <ReportedConversations />
    </>
  );
}
