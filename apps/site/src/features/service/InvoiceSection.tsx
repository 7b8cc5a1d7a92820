import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Receipt } from 'lucide-react';
import { Card, EmptyState, Heading, Stack, Text } from '@globalhire/ui';
import { formatDate, localTimeZone, type ServiceCharge, type ServiceFee } from '@globalhire/data';
import { LoadingCards } from '../applicant/LoadingCards';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { InvoiceCard } from './InvoiceCard';
import { useCharges, useFeeSchedule, useInvoices } from './serviceQueries';
import * as styles from './service.css';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

/** The fees a rule stopped: "No fee: <rule>", for which fee and when. */
function WaivedCharges({
  charges,
  fees,
}: {
  charges: ServiceCharge[];
  fees: ServiceFee[] | undefined;
}) {
  const labelOf = (code: string) => fees?.find((fee) => fee.code === code)?.label ?? code;
  return (
    <Stack space="small">
      <Heading level={4} as="h3">
        Fees we did not charge
      </Heading>
      <Stack space="small" as="ul" aria-label="Fees we did not charge" className={styles.plainList}>
        {charges.map((charge) => (
          <Card key={charge.id} tone="sunken" padding="medium">
            <Stack space="xxsmall">
              <Text weight="semibold">No fee: {charge.jurisdiction_name}</Text>
              <Text size="small" tone="muted">
                {labelOf(charge.fee_code)} · {visitorDate(charge.created_at)}. The law there does
                not let us charge it.
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The candidate's invoices (the notifications link here: #invoices), newest first, and the fees a
 * restriction waived.
 */
export function InvoiceSection() {
  const invoices = useInvoices();
  const charges = useCharges();
  const fees = useFeeSchedule();
  const { hash } = useLocation();
  const waived = (charges.data ?? []).filter((charge) => charge.status === 'waived');

  // Arriving from a notification's link: once the invoices are drawn, bring them into view.
  useEffect(() => {
    if (hash === '#invoices' && invoices.isSuccess)
      document.getElementById('invoices')?.scrollIntoView();
  }, [hash, invoices.isSuccess]);

  return (
    <Stack space="large" as="section" id="invoices" aria-labelledby="service-invoices">
      <Stack space="xsmall">
        <Heading level={2} id="service-invoices">
          Invoices
        </Heading>
        <Text tone="muted">
          Each fee is invoiced with its own number. You pay by bank transfer, quoting that number.
        </Text>
      </Stack>
      {invoices.isPending ? (
        <LoadingCards count={1} label="Loading your invoices" />
      ) : invoices.isError ? (
        <QueryErrorAlert
          title="Your invoices could not be loaded."
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isRefetching}
        />
      ) : invoices.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Receipt aria-hidden />}
            title="No invoices"
            description="The registration fee is invoiced when you approve the first job your recruiter proposes, unless no fee applies there."
          />
        </Card>
      ) : (
        <Stack space="large" as="ul" aria-label="Your invoices" className={styles.plainList}>
          {invoices.data.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} />
          ))}
        </Stack>
      )}
      {charges.isError ? (
        <QueryErrorAlert
          title="The fees we did not charge could not be loaded."
          error={charges.error}
          onRetry={() => void charges.refetch()}
          retrying={charges.isRefetching}
        />
      ) : waived.length > 0 ? (
        <WaivedCharges charges={waived} fees={fees.data} />
      ) : null}
    </Stack>
  );
}
