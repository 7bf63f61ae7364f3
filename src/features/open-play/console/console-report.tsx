import {
  Link as FluentLink,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { OpenPlayReport } from '@machines/open-play';
import { useT } from '@/i18n/translate';
import { useApi } from '@/lib/actors';

const useClasses = makeStyles({
  report: { display: 'grid', gap: tokens.spacingVerticalS },
});

/** After the session: games and sit-outs per player, and the CSV. */
export function ConsoleReport({ report }: { report: OpenPlayReport }) {
  const t = useT();
  const classes = useClasses();
  const api = useApi();
  return (
    <section className={classes.report} aria-labelledby="open-play-report">
      <Subtitle2 as="h3" id="open-play-report">
        {t('openPlay.console.reportHeading')}
      </Subtitle2>
      <Table aria-label={t('openPlay.console.reportCaption')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('openPlay.console.col.player')}</TableHeaderCell>
            <TableHeaderCell>{t('openPlay.console.col.band')}</TableHeaderCell>
            <TableHeaderCell>{t('openPlay.console.col.games')}</TableHeaderCell>
            <TableHeaderCell>{t('openPlay.console.col.sitOuts')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.players.map((player) => (
            <TableRow key={player.registrationId}>
              <TableCell>{player.present ? player.name : t('openPlay.console.checkedOut', { name: player.name })}</TableCell>
              <TableCell>{player.band}</TableCell>
              <TableCell>{player.games}</TableCell>
              <TableCell>{player.sitOuts}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FluentLink href={api.openPlay.reportCsvUrl(report.sessionId)} download>
        {t('openPlay.console.csv')}
      </FluentLink>
    </section>
  );
}
