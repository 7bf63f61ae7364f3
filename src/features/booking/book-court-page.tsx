import { OpeningSoon } from '@/lib/opening-soon';

export default function BookCourtPage() {
  return <OpeningSoon title="Book Court">Book a court by the hour, pay by card and get a receipt by e-mail.</OpeningSoon>;
}
