import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminReportSearchLicenseResponse } from '@orbit/contract';
import { limits } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { ReportResults, type ReportStatus } from '../../components/ReportResults/index.ts';
import { pageSearchKey } from '../../components/SearchBox/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { searchLicenseReportColumns, ReportPage, toTableColumns } from '../reportParts/index.ts';

export interface SearchLicenseReportScreenProps {
  /** Where "All reports" goes. */
  backHref: string;
  /** The characters the shown results were searched with (a reload or a link); the field starts with them. */
  searched?: string;
  /** Called by Search with the characters typed (asterisks and spaces around them are the server's to drop). */
  onSearch: (suffix: string) => void;
  /** Called by Clear: the search is forgotten. */
  onClear: () => void;
  /** Where the search stands. */
  status: ReportStatus;
  /** The licences found, when ready. */
  data?: AdminReportSearchLicenseResponse;
  /** Called by the retry button after a failure. */
  onRetry: () => void;
  /** The staff member's IANA time zone, for dates. */
  timeZone?: string;
}

/** The characters that count towards the minimum: a masked key's asterisks do not (docs/domain.md#validation). */
export function licenseSuffix(text: string): string {
  return text.replaceAll('*', '').trim();
}

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};

  & > :first-child {
    flex: 1 1 calc(${vars.size.controlLg} * 6);
    max-width: ${vars.size.formWidth};
  }
`;

/** Search licence (docs/domain.md#screens-and-addresses): the last characters of a key, at least six, and one page of licences. */
export function SearchLicenseReportScreen({
  searched = '',
  backHref,
  onSearch,
  onClear,
  status,
  data,
  onRetry,
  timeZone,
}: SearchLicenseReportScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(searched);
  const ready = licenseSuffix(text).length >= limits.licenseSuffixSearchMin;
  const rows = status === 'ready' ? (data?.results ?? []) : [];
  const count = data?.meta.count ?? 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSearch(licenseSuffix(text));
  }

  return (
    <ReportPage
      title={t('adminReports.reports.searchLicense.name')}
      description={t('adminReports.reports.searchLicense.description')}
      backHref={backHref}
    >
      <Card heading={t('adminReports.filters.heading')}>
        <StyledForm
          role="search"
          aria-label={t('adminReports.filters.heading')}
          aria-keyshortcuts={pageSearchKey}
          onSubmit={submit}
          noValidate
        >
          <TextField
            label={t('adminReports.searchLicense.label')}
            hint={t('adminReports.searchLicense.hint', { min: limits.licenseSuffixSearchMin })}
            placeholder={t('adminReports.searchLicense.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <Button type="submit" variant="primary" disabled={!ready} loading={status === 'loading'}>
            {t('adminReports.filters.search')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              onClear();
            }}
          >
            {t('adminReports.filters.clear')}
          </Button>
        </StyledForm>
      </Card>
      <ReportResults
        status={status}
        prompt={t('adminReports.reports.searchLicense.prompt', { min: limits.licenseSuffixSearchMin })}
        label={t('adminReports.reports.searchLicense.name')}
        columns={toTableColumns(searchLicenseReportColumns({ t, language, timeZone }))}
        rows={rows}
        rowKey={(row) => row.key}
        count={rows.length}
        page={1}
        onPageChange={() => undefined}
        onRetry={onRetry}
        note={
          count > rows.length && (
            <Alert tone="info">
              {t('adminReports.searchLicense.more', {
                shown: formatNumber(rows.length, language),
                count: formatNumber(count, language),
              })}
            </Alert>
          )
        }
        cardTitle={(row) => row.label}
      />
    </ReportPage>
  );
}
