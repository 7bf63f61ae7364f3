import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  BADMINTON_ASSOCIATION_URL,
  FACEBOOK_URL,
  INSTAGRAM_URL,
  NEWSLETTER_URL,
  VENUE_EMAIL,
  VENUE_NAME,
} from '@/lib/constants';
import { courtsideTokens } from '@/theme/theme';

const useClasses = makeStyles({
  footer: {
    marginTop: tokens.spacingVerticalXXXL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: courtsideTokens.colorSecondaryDarken1,
    color: tokens.colorNeutralForegroundInverted,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, listStyleType: 'none', padding: 0, margin: `${tokens.spacingVerticalS} 0` },
  link: { color: tokens.colorNeutralForegroundInverted, ':hover': { color: tokens.colorNeutralForegroundInvertedHover } },
});

export function AppFooter() {
  const classes = useClasses();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <footer className={classes.footer}>
      <Text weight="semibold">{VENUE_NAME}</Text>
      <ul className={classes.links} aria-label="Contact and social links">
        <li><Link className={classes.link} href={`mailto:${VENUE_EMAIL}`}>{VENUE_EMAIL}</Link></li>
        <li><Link className={classes.link} href={FACEBOOK_URL} {...external}>Facebook</Link></li>
        <li><Link className={classes.link} href={INSTAGRAM_URL} {...external}>Instagram</Link></li>
        <li><Link className={classes.link} href={BADMINTON_ASSOCIATION_URL} {...external}>Badminton association</Link></li>
        <li><Link className={classes.link} href={NEWSLETTER_URL} {...external}>Newsletter sign-up</Link></li>
      </ul>
    </footer>
  );
}
