import { useDocumentMeta } from '@agency/platform';
import { NotFoundContent, PageHeader } from '@agency/ui';
import { Route, Routes } from 'react-router-dom';

// Placeholder pages: the commerce issue replaces them.
function Placeholder({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return <PageHeader title={title} subtitle={description} />;
}

export default function CommerceRoutes() {
  return (
    <div data-remote="commerce">
      <Routes>
        <Route path="/pricing" element={<Placeholder title="Pricing" description="Plans for brand training and tools." />} />
        <Route path="/resource-hub/*" element={<Placeholder title="Resource Hub" description="Tools and guides for your brand." />} />
        <Route path="/payment" element={<Placeholder title="Payment" description="Complete your payment." />} />
        <Route path="/payment/callback" element={<Placeholder title="Payment status" description="Checking your payment." />} />
        <Route path="/payment/success" element={<Placeholder title="Payment successful" description="Thank you for your payment." />} />
        <Route path="/subscribe" element={<Placeholder title="Subscribe" description="Subscribe to brand strategy tools." />} />
        <Route path="/training" element={<Placeholder title="Training" description="Brand training plans." />} />
        <Route path="/dashboard" element={<Placeholder title="Dashboard" description="Your purchases and downloads." />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </div>
  );
}
