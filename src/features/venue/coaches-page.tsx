import { PageHeading } from '@/lib/page-heading';

// Placeholder while this screen is being built (same change set).
export default function CoachesPage() {
  return <PageHeading>Coaches</PageHeading>;
}
