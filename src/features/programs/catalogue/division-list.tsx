import { Body1Strong, Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Division } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { divisionFactsText, divisionSpotsText, entrantText } from './catalogue-format';

const useClasses = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  division: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  name: { margin: 0 },
  facts: { color: tokens.colorNeutralForeground2 },
  full: { color: tokens.colorPaletteDarkOrangeForeground1 },
  entrants: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface DivisionListProps {
  divisions: Division[];
  /** The heading level of each division's name (under the tournament's own heading). */
  level: 'h3' | 'h4';
  /** Show who has entered (the public entrants list). */
  entrants?: boolean;
  /** What the player can do in a division (the program page: join its waitlist). */
  action?: (division: Division) => ReactNode;
}

/** A tournament's divisions: name, format, level, age bracket, fee per player, spots left or waiting, and the entrants. */
export function DivisionList({ divisions, level, entrants = true, action }: DivisionListProps) {
  const t = useT();
  const classes = useClasses();
  const Name = level === 'h3' ? Subtitle2 : Body1Strong;
  return (
    <ul className={classes.list}>
      {divisions.map((division) => (
        <li key={division.id} className={classes.division}>
          <div className={classes.top}>
            <Name as={level} className={classes.name}>
              {division.name}
            </Name>
            <Text weight="semibold" className={division.spotsLeft === 0 ? classes.full : undefined}>
              {divisionSpotsText(t, division)}
            </Text>
          </div>
          <Text className={classes.facts}>{divisionFactsText(t, division)}</Text>
          {entrants ? <Entrants division={division} /> : null}
          {action?.(division)}
        </li>
      ))}
    </ul>
  );
}

function Entrants({ division }: { division: Division }) {
  const t = useT();
  const classes = useClasses();
  if (division.entrants.length === 0) return <Caption1 className={classes.muted}>{t('programs.tournament.noEntrants')}</Caption1>;
  return (
    <>
      <Caption1 className={classes.muted} aria-hidden>
        {t('programs.tournament.entrantsLabel')}
      </Caption1>
      <ul className={classes.entrants} aria-label={t('programs.tournament.entrants', { division: division.name })}>
        {division.entrants.map((entrant, index) => (
          <li key={index}>{entrantText(t, entrant)}</li>
        ))}
      </ul>
    </>
  );
}
