import { Body1, Button, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import type { OpenPlayView } from '@machines/open-play';
import { useT } from '@/i18n/translate';
import type { ConsoleActor } from './console-logic';

const useClasses = makeStyles({
  move: { display: 'flex', gap: tokens.spacingHorizontalXS },
  select: { minWidth: '8rem' },
});

/** The line, in order, with the desk's controls on each player: move up or down, band, partner. */
export function ConsoleLine({ actor, view, busy }: { actor: ConsoleActor; view: OpenPlayView; busy: boolean }) {
  const t = useT();
  const classes = useClasses();
  if (view.line.length === 0) return <Body1>{t('openPlay.console.lineEmpty')}</Body1>;
  const open = view.endedAt === null;
  const last = view.line.length;
  return (
    <Table aria-label={t('openPlay.console.line')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('openPlay.console.col.position')}</TableHeaderCell>
          <TableHeaderCell>{t('openPlay.console.col.player')}</TableHeaderCell>
          <TableHeaderCell>{t('openPlay.console.col.band')}</TableHeaderCell>
          <TableHeaderCell>{t('openPlay.console.col.games')}</TableHeaderCell>
          {view.format === 'doubles' ? <TableHeaderCell>{t('openPlay.console.col.partner')}</TableHeaderCell> : null}
          <TableHeaderCell>{t('openPlay.console.col.move')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {view.line.map((entry) => (
          <TableRow key={entry.registrationId}>
            <TableCell>{entry.position}</TableCell>
            <TableCell>{entry.name}</TableCell>
            <TableCell>
              <Select
                className={classes.select}
                aria-label={t('openPlay.console.bandOf', { name: entry.name })}
                value={entry.band}
                disabled={busy || !open}
                onChange={(_, data) => actor.send({ type: 'console.band', registrationId: entry.registrationId, band: data.value })}
              >
                {view.bands.map((band) => (
                  <option key={band} value={band}>
                    {band}
                  </option>
                ))}
              </Select>
            </TableCell>
            <TableCell>{view.gamesPlayed[String(entry.registrationId)] ?? 0}</TableCell>
            {view.format === 'doubles' ? (
              <TableCell>
                <Select
                  className={classes.select}
                  aria-label={t('openPlay.console.partnerOf', { name: entry.name })}
                  value={entry.partnerRegistrationId === null ? '' : String(entry.partnerRegistrationId)}
                  disabled={busy || !open}
                  onChange={(_, data) =>
                    actor.send({
                      type: 'console.pair',
                      registrationId: entry.registrationId,
                      partnerRegistrationId: data.value === '' ? null : Number(data.value),
                    })
                  }
                >
                  <option value="">{t('openPlay.panel.noPartner')}</option>
                  {view.line
                    .filter((other) => other.registrationId !== entry.registrationId)
                    .map((other) => (
                      <option key={other.registrationId} value={String(other.registrationId)}>
                        {other.name}
                      </option>
                    ))}
                </Select>
              </TableCell>
            ) : null}
            <TableCell>
              <div className={classes.move}>
                <Button
                  size="small"
                  icon={<ArrowUpRegular />}
                  aria-label={t('openPlay.console.moveUp', { name: entry.name })}
                  disabled={busy || !open || entry.position === 1}
                  onClick={() => actor.send({ type: 'console.move', registrationId: entry.registrationId, position: entry.position - 1 })}
                />
                <Button
                  size="small"
                  icon={<ArrowDownRegular />}
                  aria-label={t('openPlay.console.moveDown', { name: entry.name })}
                  disabled={busy || !open || entry.position === last}
                  onClick={() => actor.send({ type: 'console.move', registrationId: entry.registrationId, position: entry.position + 1 })}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
