import { NotFoundPage } from '@agency/platform';
import { Route, Routes } from '@agency/routing';
import ResourceDetailPage from './hub/ResourceDetailPage';
import ResourceHubPage from './hub/ResourceHubPage';
import DashboardPage from './pages/DashboardPage';
import PaymentCallbackPage from './pages/PaymentCallbackPage';
import PaymentPage from './pages/PaymentPage';
import PaymentSuccessPage from './pages/PaymentSuccessPage';
import PricingPage from './pages/PricingPage';
import SubscribePage from './pages/SubscribePage';
import TrainingPage from './pages/TrainingPage';

export default function CommerceRoutes() {
  return (
    <div data-remote="commerce">
      <Routes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/resource-hub" element={<ResourceHubPage />} />
        <Route path="/resource-hub/:id" element={<ResourceDetailPage />} />
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/payment/callback" element={<PaymentCallbackPage />} />
        <Route path="/payment/success" element={<PaymentSuccessPage />} />
        <Route path="/subscribe" element={<SubscribePage />} />
        <Route path="/training" element={<TrainingPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
