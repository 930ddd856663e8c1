import { useState } from 'react';
import styled from 'styled-components';
import type { BlockingOrder } from '@orbit/contract';
import { matchesSearch } from '@orbit/domain';
import { formatDate, useTranslation, type TFunction } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { PlainTable } from '../PlainTable/index.ts';
import { SearchBox } from '../SearchBox/index.ts';

export interface BlockingOrdersTableProps {
  /** The client's orders, finished ones included, newest first. */
  orders: readonly BlockingOrder[];
  /** The orders are loading. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the table. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Finishes (revokes) an order; rejects with the server's message. Without it no revoke is offered. */
  onFinish?: (order: BlockingOrder) => Promise<unknown>;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

const StyledTools = styled.div`
  max-width: ${vars.size.formWidth};
  margin-bottom: ${vars.space[4]};
`;

const StyledNotice = styled.div`
  margin-bottom: ${vars.space[4]};
`;

/** What an order blocks: its licence's label (and key), or the whole account. */
function targetOf(order: BlockingOrder, t: TFunction): string {
  return order.licenseLabel ?? order.licenseKey ?? t('adminClients.orders.wholeAccount');
}

/** Who opened an order: "System" for the account's own block when its coins ran out (ADR 0049), else staff. */
function issuerOf(order: BlockingOrder, t: TFunction): string {
  return order.issuerUserId === null
    ? t('adminClients.orders.system')
    : t('adminClients.orders.staffMember', { id: order.issuerUserId });
}

/**
 * The blocking orders of the client page (docs/domain.md#screens-and-addresses, docs/domain.md#states-and-transitions): a searchable table with a revoke per active order, behind a
 * confirmation; a failure shows "Blocking error" with the server's message.
 */
export function BlockingOrdersTable({
  orders,
  loading = false,
  error = false,
  onRetry,
  onFinish,
  timeZone,
}: BlockingOrdersTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<BlockingOrder>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [finished, setFinished] = useState<BlockingOrder>();
  const title = t('adminClients.orders.title');

  const reasonOf = (order: BlockingOrder) => t(`clientPages.blocking.reasons.${order.reason}`);
  const shown = orders.filter((order) =>
    matchesSearch(query, [`#${order.code}`, reasonOf(order), order.licenseLabel, order.licenseKey, issuerOf(order, t)]),
  );

  async function finish(order: BlockingOrder) {
    if (!onFinish || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onFinish(order);
      setFinished(order);
      setConfirming(undefined);
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : t('adminClients.orders.error'));
    } finally {
      setBusy(false);
    }
  }

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error) return <ErrorState message={t('adminClients.orders.loadError')} onRetry={onRetry} />;
    if (orders.length === 0) return <EmptyState message={t('adminClients.orders.empty')} />;
    return (
      <>
        <StyledTools>
          <SearchBox
            label={t('adminClients.orders.searchLabel')}
            placeholder={t('adminClients.orders.searchPlaceholder')}
            value={query}
            onChange={setQuery}
          />
        </StyledTools>
        {shown.length === 0 ? (
          <EmptyState message={t('adminClients.orders.noMatches', { query: query.trim() })} />
        ) : (
          <PlainTable caption={t('adminClients.orders.tableCaption')}>
            <thead>
              <tr>
                <th scope="col">{t('adminClients.orders.columns.code')}</th>
                <th scope="col">{t('adminClients.orders.columns.reason')}</th>
                <th scope="col">{t('adminClients.orders.columns.license')}</th>
                <th scope="col">{t('adminClients.orders.columns.createdAt')}</th>
                <th scope="col">{t('adminClients.orders.columns.issuer')}</th>
                <th scope="col">{t('adminClients.orders.columns.state')}</th>
                {onFinish && <th scope="col">{t('dataTable.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {shown.map((order) => (
                <tr key={order.id}>
                  <th scope="row">#{order.code}</th>
                  <td>{reasonOf(order)}</td>
                  <td>{targetOf(order, t)}</td>
                  <td>{formatDate(order.createdAt, language, 'dateTime', timeZone)}</td>
                  <td>{issuerOf(order, t)}</td>
                  <td>
                    {order.revokedAt ? (
                      <Badge tone="neutral">
                        {t('adminClients.orders.finishedOn', {
                          date: formatDate(order.revokedAt, language, 'medium', timeZone),
                        })}
                      </Badge>
                    ) : (
                      <Badge tone="danger">{t('adminClients.orders.active')}</Badge>
                    )}
                  </td>
                  {onFinish && (
                    <td>
                      {!order.revokedAt && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('adminClients.orders.finishOrder', {
                            code: order.code,
                            target: targetOf(order, t),
                          })}
                          onClick={() => {
                            setFailure(undefined);
                            setConfirming(order);
                          }}
                        >
                          {t('adminClients.orders.finish')}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </PlainTable>
        )}
      </>
    );
  }

  return (
    <Card heading={title}>
      {finished && (
        <StyledNotice>
          <Alert tone="success">{t('adminClients.orders.finished', { code: finished.code })}</Alert>
        </StyledNotice>
      )}
      {content()}
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('adminClients.orders.confirmTitle')}
        confirmLabel={t('adminClients.orders.confirm')}
        tone="danger"
        busy={busy}
        onConfirm={() => confirming && void finish(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        {failure && (
          <StyledNotice>
            <Alert tone="error" title={t('adminClients.orders.errorTitle')}>
              {failure}
            </Alert>
          </StyledNotice>
        )}
        {confirming && t('adminClients.orders.confirmText', { target: targetOf(confirming, t) })}
      </ConfirmDialog>
    </Card>
  );
}
