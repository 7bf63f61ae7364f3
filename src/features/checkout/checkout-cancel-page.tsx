import { CheckoutReturnView } from './checkout-return-view';

/** Where the payment provider sends a member who backs out of paying: release the court at once. */
export default function CheckoutCancelPage() {
  return <CheckoutReturnView mode="cancel" />;
}
