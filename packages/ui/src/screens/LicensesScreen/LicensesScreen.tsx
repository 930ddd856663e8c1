import { useState } from 'react';
import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { matchesSearch } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { LicenseCard } from '../../components/LicenseCard/index.ts';
import { LicenseTable } from '../../components/LicenseTable/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { pageSearchKey, SearchBox } from '../../components/SearchBox/index.ts';
import { Stack } from '../../components/Stack/index.ts';

export type LicensesScreenStatus = 'loading' | 'error' | 'ready';

export interface LicensesScreenProps {
  /** Whether the licences are loading, failed to load or are here. */
  status: LicensesScreenStatus;
  /** The client's licences (used when `status` is `ready`). */
  licenses: readonly ClientLicense[];
  /** Where the View link of a licence goes. */
  detailHref: (license: ClientLicense) => string;
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
export function filterLicenses(
  licenses: readonly ClientLicense[],
  query: string,
  formatOnlineAt: (license: ClientLicense) => string,
): ClientLicense[] {
  return licenses.filter((license) =>
    matchesSearch(query, [license.label, license.key, license.gameModel, license.notes, formatOnlineAt(license)]),
  );
}

const StyledSearch = styled.div`
  flex: 0 1 ${vars.size.formWidth};

  ${media.belowList} {
    flex-basis: 100%;
  }
`;

/** The table from the licence-list breakpoint up (docs/domain.md#constants-and-limits: 991 px), the cards below it. */
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
 * All my licences (docs/domain.md#screens-and-addresses): a searchable table on large screens, cards with an expand link on small ones; each says
 * whether its machine is online and when its rides last arrived (ADR 0049).
 */
export function LicensesScreen({ status, licenses, detailHref, timeZone, onRetry, now }: LicensesScreenProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = filterLicenses(licenses, query, (license) =>
    formatDate(license.updatedAt, i18n.language, 'dateTime', timeZone),
  );

  function content() {
    if (status === 'loading') return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (status === 'error') return <ErrorState message={t('licenses.loadError')} onRetry={onRetry} />;
    if (licenses.length === 0) return <EmptyState />;
    if (shown.length === 0) return <EmptyState message={t('licenses.noMatches', { query: query.trim() })} />;
    return (
      <>
        <StyledWide>
          <LicenseTable licenses={shown} detailHref={detailHref} timeZone={timeZone} now={now} />
        </StyledWide>
        <StyledNarrow aria-label={t('licenses.tableCaption')}>
          {shown.map((license) => (
            <li key={license.id}>
              <LicenseCard license={license} detailHref={detailHref(license)} timeZone={timeZone} now={now} />
            </li>
          ))}
        </StyledNarrow>
      </>
    );
  }

  return (
    <Stack gap={6}>
      <ScreenHeader title={t('licenses.listTitle')} titleLeading="normal">
        {status === 'ready' && licenses.length > 0 && (
          <StyledSearch>
            <SearchBox
              label={t('licenses.searchLabel')}
              placeholder={t('licenses.searchPlaceholder')}
              aria-keyshortcuts={pageSearchKey}
              value={query}
              onChange={setQuery}
            />
          </StyledSearch>
        )}
      </ScreenHeader>
      {content()}
    </Stack>
  );
}
