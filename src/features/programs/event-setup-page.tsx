import { OwnerContentTabs } from '@/features/content';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';

/** The owner's event setup: for now the coaches and partners visitors see (issue 14). */
export default function EventSetupPage() {
  const t = useT();
  return (
    <section>
      <PageHeading>{t('nav.eventSetup')}</PageHeading>
      <OwnerContentTabs />
    </section>
  );
}
