import { Body1, Link as FluentLink } from '@fluentui/react-components';
import { Link } from 'wouter';
import { useT } from '@/i18n/translate';
import { PageHeading } from '@/lib/page-heading';
import { useInvitationClasses } from './invitation-styles';

/** 404 program_invitation_not_found: a wrong or cut-off link. Say so, and where to look instead. */
export function InvitationNotFound() {
  const t = useT();
  const classes = useInvitationClasses();
  return (
    <section className={classes.page}>
      <PageHeading>{t('programs.invitation.notFound.title')}</PageHeading>
      <Body1 as="p" className={classes.lead}>
        {t('programs.invitation.notFound.body')}
      </Body1>
      <div className={classes.links}>
        <Link href="/tournaments" asChild>
          <FluentLink>{t('programs.invitation.seeTournaments')}</FluentLink>
        </Link>
      </div>
    </section>
  );
}
