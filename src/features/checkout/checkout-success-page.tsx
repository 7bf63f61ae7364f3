import { CheckoutReturnView } from './checkout-return-view';

/** Where the payment provider sends a member back after paying (`?session_id=`). */
export default function CheckoutSuccessPage() {
  return <CheckoutReturnView mode="success" />;
}
