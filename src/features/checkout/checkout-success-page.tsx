import { PageHeading } from '@/lib/page-heading';

// Placeholder while this screen is being built (same change set).
export default function CheckoutSuccessPage() {
  return <PageHeading>Payment received</PageHeading>;
}
