import { Card, Link as FluentLink, Subtitle1 } from '@fluentui/react-components';
import type { Partner } from '@machines/content';
import { useT } from '@/i18n/translate';
import { contentLang } from '@/lib/localized/content-lang';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { useProfileClasses } from './venue-styles';

/** One published partner: logo, name, website link (same tab) and description. */
export function PartnerCard({ partner }: { partner: Partner }) {
  const t = useT();
  const classes = useProfileClasses();
  const headingId = `partner-${partner.id}`;
  return (
    <Card className={classes.card} aria-labelledby={headingId}>
      <div className={classes.header}>
        {partner.logoUrl && <img className={classes.logo} src={partner.logoUrl} alt={partner.name} />}
        <Subtitle1 as="h2" id={headingId}>
          {partner.name}
        </Subtitle1>
      </div>
      <RichTextView value={partner.description} lang={contentLang(partner)} />
      {partner.url && (
        <FluentLink href={partner.url} rel="noopener">
          {t('venue.partner.website', { name: partner.name })}
        </FluentLink>
      )}
    </Card>
  );
}
