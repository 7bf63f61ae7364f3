import { useT } from '@/i18n/translate';
import { OpeningSoon } from '@/lib/opening-soon';

export default function DropInPage() {
  const t = useT();
  return <OpeningSoon title={t('nav.dropIn')}>{t('venue.programs.dropIn')}</OpeningSoon>;
}
