import { OpeningSoon } from '@/lib/opening-soon';

export default function BookingsOverviewPage() {
  return <OpeningSoon title="Bookings overview">A day grid of every court with who booked, status and amount.</OpeningSoon>;
}
