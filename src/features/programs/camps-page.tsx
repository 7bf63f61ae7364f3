import { OpeningSoon } from '@/lib/opening-soon';

export default function CampsPage() {
  return <OpeningSoon title="Camps">Multi-day camps for juniors and adults, from first steps to competitive play.</OpeningSoon>;
}
