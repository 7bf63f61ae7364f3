import { OpeningSoon } from '@/lib/opening-soon';

export default function TournamentsPage() {
  return <OpeningSoon title="Tournaments">Register for our club tournaments and ladders.</OpeningSoon>;
}
