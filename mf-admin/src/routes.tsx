import { NotFoundPage } from '@agency/platform';
import { Navigate, Route, Routes } from '@agency/routing';
import { contentRoutes } from './content/contentRoutes';
import { CustomerPage } from './customers/CustomerPage';
import { StaffGate } from './gate/StaffGate';
import { InquiryDetail } from './inquiries/InquiryDetail';
import { InquiryList } from './inquiries/InquiryList';
import { FailedMails } from './mails/FailedMails';
import { MessageDetail } from './messages/MessageDetail';
import { MessageList } from './messages/MessageList';
import { PaymentDetail } from './payments/PaymentDetail';
import { PaymentList } from './payments/PaymentList';

/**
 * The back office. One gate for every path: a visitor gets the sign-in step, a signed-in
 * customer a refusal, staff the pages. /admin itself is the inquiries list.
 */
export default function AdminRoutes() {
  return (
    <div data-remote="admin">
      <StaffGate>
        <Routes>
          <Route path="/admin" element={<InquiryList />} />
          <Route path="/admin/inquiries" element={<Navigate to="/admin" replace />} />
          <Route path="/admin/inquiries/:id" element={<InquiryDetail />} />
          <Route path="/admin/messages" element={<MessageList />} />
          <Route path="/admin/messages/:id" element={<MessageDetail />} />
          <Route path="/admin/payments" element={<PaymentList />} />
          <Route path="/admin/payments/:reference" element={<PaymentDetail />} />
          <Route path="/admin/customers/:email" element={<CustomerPage />} />
          <Route path="/admin/mails" element={<FailedMails />} />
          {contentRoutes()}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </StaffGate>
    </div>
  );
}
