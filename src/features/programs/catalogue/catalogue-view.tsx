import { Body1 } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ProgramKind } from '@machines/programs';
import { PageHeading } from '@/lib/page-heading';
import { CatalogueFilters, type CatalogueFilter } from './catalogue-filters';
import { CatalogueList } from './catalogue-list';
import { useCatalogueLogic } from './catalogue-logic';
import { useCatalogueClasses } from './catalogue-styles';

interface CatalogueViewProps {
  title: string;
  lead: string;
  kinds: ProgramKind[];
  filters: CatalogueFilter[];
  /** Camps: ages and dates first on each card. */
  prominent?: boolean;
  /** After the list (Events: the drop-in card). */
  children?: ReactNode;
}

/** A catalogue page: its heading and lead, the filters, the programs by month. */
export function CatalogueView({ title, lead, kinds, filters, prominent = false, children }: CatalogueViewProps) {
  const classes = useCatalogueClasses();
  const actor = useActorRef(useCatalogueLogic(), { input: { kinds } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <section className={classes.page} aria-busy={busy}>
      <PageHeading>{title}</PageHeading>
      <Body1 className={classes.lead}>{lead}</Body1>
      <CatalogueFilters actor={actor} offer={filters} />
      <CatalogueList actor={actor} prominent={prominent} />
      {children}
    </section>
  );
}
