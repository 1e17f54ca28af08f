import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { optionalStrings } from '../../lib/search-params';

export const Route = createFileRoute('/_member/checkout-test')({
  validateSearch: optionalStrings('psychologistId', 'payment'),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { psychologistId, payment } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      mode="test"
      psychologistId={psychologistId}
      paymentId={payment}
      onPaymentCreated={(id) => navigate({ search: { psychologistId, payment: id }, replace: true })}
    />
  );
}
