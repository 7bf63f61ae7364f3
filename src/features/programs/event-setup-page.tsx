import { OpeningSoon } from '@/lib/opening-soon';

export default function EventSetupPage() {
  return <OpeningSoon title="Event setup">Create camps, tournaments, lessons and events with dates, capacity and prices.</OpeningSoon>;
}
