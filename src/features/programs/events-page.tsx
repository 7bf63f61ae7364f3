import { OpeningSoon } from '@/lib/opening-soon';

export default function EventsPage() {
  return <OpeningSoon title="Events">Socials, clinics and open houses at the venue.</OpeningSoon>;
}
