import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FACEBOOK_URL, INSTAGRAM_URL, NEWSLETTER_URL, VENUE_EMAIL, VENUE_NAME } from '@/lib/venue-identity';
import { useT } from '@/i18n/translate';
import { useAppActors } from '@/lib/actors';
import { courtsideTokens } from '@/theme/theme';

/** The owner's link from company settings, or the venue's own while the settings carry none. */
const orDefault = (fromSettings: string | undefined, fallback: string) => (fromSettings ? fromSettings : fallback);

const useClasses = makeStyles({
  footer: {
    marginTop: tokens.spacingVerticalXXXL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: courtsideTokens.colorSecondaryDarken1,
    color: tokens.colorNeutralForegroundInverted,
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    listStyleType: 'none',
    padding: 0,
    margin: `${tokens.spacingVerticalS} 0`,
  },
  link: { color: tokens.colorNeutralForegroundInverted, ':hover': { color: tokens.colorNeutralForegroundInvertedHover } },
});

/** The venue's own channels (partners, the badminton association among them, are on /partners, managed by the owner). */
export function AppFooter() {
  const classes = useClasses();
  const t = useT();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  // The company settings every served page carries (src/lib/bootstrap.ts).
  const settings = useAppActors().bootstrap.initial('companySettings');
  // Brand names, the same in every language.
  const socialLinks = [
    { name: 'Facebook', href: orDefault(settings?.facebookUrl, FACEBOOK_URL) },
    { name: 'Instagram', href: orDefault(settings?.instagramUrl, INSTAGRAM_URL) },
  ];
  return (
    <footer className={classes.footer}>
      <Text weight="semibold">{VENUE_NAME}</Text>
      <ul className={classes.links} aria-label={t('footer.contactLinks')}>
        <li>
          <Link className={classes.link} href={`mailto:${VENUE_EMAIL}`}>
            {VENUE_EMAIL}
          </Link>
        </li>
        {socialLinks.map(({ name, href }) => (
          <li key={name}>
            <Link className={classes.link} href={href} {...external}>
              {name}
            </Link>
          </li>
        ))}
        <li>
          <Link className={classes.link} href={orDefault(settings?.newsletterUrl, NEWSLETTER_URL)} {...external}>
            {t('footer.newsletter')}
          </Link>
        </li>
      </ul>
    </footer>
  );
}
