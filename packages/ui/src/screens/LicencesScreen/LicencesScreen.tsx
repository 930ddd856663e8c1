import { useState } from 'react';
import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { matchesSearch } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { LicenceCard } from '../../components/LicenceCard/index.ts';
import { LicenceTable } from '../../components/LicenceTable/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { pageSearchKey, SearchBox } from '../../components/SearchBox/index.ts';

export type LicencesScreenStatus = 'loading' | 'error' | 'ready';

export interface LicencesScreenProps {
  /** Whether the licences are loading, failed to load or are here. */
  status: LicencesScreenStatus;
  /** The client's licences (used when `status` is `ready`). */
  licences: readonly ClientLicense[];
  /** Where the View link of a licence goes. */
  detailHref: (licence: ClientLicense) => string;
  /** The owner's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
  /** Called when the person asks to load the licences again after an error. */
  onRetry?: () => void;
  /** "Now", to tell how recently each machine called (the time the list was read); the time of the render when omitted. */
  now?: Date;
}

/**
 * The licences whose name, key, game model, online-at date or notes contain the query, ignoring case, accents
 * and asterisks (so a masked key pasted from the table still matches).
 */
export function filterLicences(
  licences: readonly ClientLicense[],
  query: string,
  formatOnlineAt: (licence: ClientLicense) => string,
): ClientLicense[] {
  return licences.filter((licence) =>
    matchesSearch(query, [licence.label, licence.key, licence.gameModel, licence.notes, formatOnlineAt(licence)]),
  );
}

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const StyledSearch = styled.div`
  flex: 0 1 ${vars.size.formWidth};

  ${media.belowList} {
    flex-basis: 100%;
  }
`;

/** The table from the licence-list breakpoint up (spec §9: 991 px), the cards below it. */
const StyledWide = styled.div`
  ${media.belowList} {
    display: none;
  }
`;

const StyledNarrow = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.belowList} {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
  }
`;

/**
 * All my licences (spec §2): a searchable table on large screens, cards with an expand link on small ones; each says
 * whether its machine is online and when its rides last arrived (ADR 0049).
 */
export function LicencesScreen({ status, licences, detailHref, timeZone, onRetry, now }: LicencesScreenProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = filterLicences(licences, query, (licence) =>
    formatDate(licence.updatedAt, i18n.language, 'dateTime', timeZone),
  );

  function content() {
    if (status === 'loading') return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (status === 'error') return <ErrorState message={t('licences.loadError')} onRetry={onRetry} />;
    if (licences.length === 0) return <EmptyState />;
    if (shown.length === 0) return <EmptyState message={t('licences.noMatches', { query: query.trim() })} />;
    return (
      <>
        <StyledWide>
          <LicenceTable licences={shown} detailHref={detailHref} timeZone={timeZone} now={now} />
        </StyledWide>
        <StyledNarrow aria-label={t('licences.tableCaption')}>
          {shown.map((licence) => (
            <li key={licence.id}>
              <LicenceCard licence={licence} detailHref={detailHref(licence)} timeZone={timeZone} now={now} />
            </li>
          ))}
        </StyledNarrow>
      </>
    );
  }

  return (
    <StyledScreen>
      <ScreenHeader title={t('licences.listTitle')} titleLeading="normal">
        {status === 'ready' && licences.length > 0 && (
          <StyledSearch>
            <SearchBox
              label={t('licences.searchLabel')}
              placeholder={t('licences.searchPlaceholder')}
              aria-keyshortcuts={pageSearchKey}
              value={query}
              onChange={setQuery}
            />
          </StyledSearch>
        )}
      </ScreenHeader>
      {content()}
    </StyledScreen>
  );
}
