import { OpeningSoon } from '@/lib/opening-soon';

export default function DropInPage() {
  return <OpeningSoon title="Drop In">Join a drop-in session: show up, rotate in, and play with other members.</OpeningSoon>;
}
