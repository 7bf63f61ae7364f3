import { OpeningSoon } from '@/lib/opening-soon';

export default function LessonsPage() {
  return <OpeningSoon title="Lessons">Private and group lessons with our certified coaches.</OpeningSoon>;
}
