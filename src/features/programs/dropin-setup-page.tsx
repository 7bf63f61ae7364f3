import { OpeningSoon } from '@/lib/opening-soon';

export default function DropinSetupPage() {
  return <OpeningSoon title="Drop-in setup">Set the weekly drop-in schedule, capacity and price.</OpeningSoon>;
}
