import { Alert, Button, Card, Center, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IHT_WORKSHEET_TEXTS as W,
  ESTATE_TAX_PAGE_TEXTS as T,
  WILL_LEGACY_KIND_LABELS,
  crudFlags,
  formatCalendarDate,
  formatPence,
  isEstateMatterType,
} from '@probity/domain';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { type EstateTax, useEstateTax } from './estate-accounts.api';
import { TaxBandsCard } from './TaxBandsCard';
import { TaxComponentCard } from './TaxComponentCard';
import { WorkingList } from './WorkingList';

const shareText = (share: NonNullable<EstateTax['exemptGifts'][number]['share']>) =>
  share.kind === 'percent' ? `${share.percent} %` : `${share.numerator}/${share.denominator}`;

function NoDateOfDeath() {
  return (
    <Card p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {T.noDateOfDeathTitle}
        </Title>
        <Text fz="sm">{T.noDateOfDeath}</Text>
        <Button component={Link} to="../details" variant="light">
          {T.goToDetails}
        </Button>
      </Stack>
    </Card>
  );
}

function Worksheet({ tax }: { tax: EstateTax }) {
  const w = tax.worksheet;
  if (!w)
    return (
      <Card p="lg">
        <Text c="dimmed">{T.beforeData}</Text>
      </Card>
    );
  // A component with nothing in it says so in one line instead of a card of noughts.
  const components = w.components.filter((c) => c.component === 'general' || c.gross > 0);
  return (
    <Stack gap="lg">
      {tax.problemTexts.length > 0 && (
        <Alert color="orange" variant="light">
          <Stack gap={4}>
            {tax.problemTexts.map((p) => (
              <Text key={p} fz="sm">
                {p}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Card p="lg" component="section" aria-labelledby="iht-summary">
        <Title order={2} fz="lg" id="iht-summary" mb="xs">
          {T.summary}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <div>
            <Text fz="xs" c="dimmed">
              {W.totalTax}
            </Text>
            <Text fz="xl" fw={700}>
              {formatPence(w.totalTax)}
            </Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              {W.dueDate}
            </Text>
            <Text fw={600}>
              <time dateTime={w.dueDate}>{formatCalendarDate(w.dueDate)}</time>
            </Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              {W.interestFrom}
            </Text>
            <Text fw={600}>
              <time dateTime={w.interestFrom}>{formatCalendarDate(w.interestFrom)}</time>
            </Text>
          </div>
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt="xs">
          {W.dateOfDeath}: {formatCalendarDate(w.dateOfDeath)}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card p="lg" component="section" aria-labelledby="iht-estate">
            <Title order={2} fz="lg" id="iht-estate" mb="xs">
              {T.estate}
            </Title>
            <WorkingList
              lines={[
                { label: W.grossEstate, amount: w.grossEstate },
                { label: W.liabilities, amount: -w.liabilities },
                { label: W.netEstate, amount: w.netEstate, isTotal: true },
                { label: W.spouseExemption, amount: -w.spouseExemption },
                { label: W.charityExemption, amount: -w.charityExemption },
                { label: W.chargeableEstate, amount: w.chargeableEstate, isTotal: true },
              ]}
            />
          </Card>
          <Card p="lg" component="section" aria-labelledby="iht-gifts">
            <Title order={2} fz="lg" id="iht-gifts" mb="xs">
              {T.exemptGifts}
            </Title>
            {tax.exemptGifts.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {T.noExemptGifts}
              </Text>
            ) : (
              <WorkingList
                lines={tax.exemptGifts.map((g) => ({
                  label: `${g.beneficiaryName} · ${WILL_LEGACY_KIND_LABELS[g.legacyKind]}`,
                  note:
                    g.share && g.residueBeforeTax !== null
                      ? T.residueWorking(shareText(g.share), formatPence(g.residueBeforeTax))
                      : undefined,
                  amount: g.amount,
                }))}
              />
            )}
            <Text fz="xs" c="dimmed" mt="xs">
              {T.residueBeforeTaxNote}
            </Text>
          </Card>
        </Stack>
        <TaxBandsCard worksheet={w} />
      </SimpleGrid>
      <Title order={2} fz="lg">
        {T.components}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {components.map((c) => (
          <TaxComponentCard key={c.component} c={c} charityRateAvailable={w.charityRateAvailable} />
        ))}
      </SimpleGrid>
      <Card p="lg" component="section" aria-labelledby="iht-limits">
        <Title order={2} fz="lg" id="iht-limits" mb="xs">
          {T.notModelledTitle}
        </Title>
        <List fz="sm" spacing={4}>
          {T.notModelled.map((t) => (
            <List.Item key={t}>{t}</List.Item>
          ))}
        </List>
        <Text fz="xs" c="dimmed" mt="sm">
          {W.rounding}
        </Text>
      </Card>
    </Stack>
  );
}

/**
 * /secure/matters/{id}/inheritance-tax (issue 17): the inheritance tax worksheet, every step shown,
 * the due date and when interest starts, and what it does not work out. The firm's staff, Estate
 * matters only (the others have no link, and the server answers them 404).
 */
export function InheritanceTaxPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const [, canRead] = crudFlags(roles, 'estate');
  const isEstate = isEstateMatterType(matter.matterType.matterTypeID);
  const tax = useEstateTax(matter.matterID, canRead && isEstate);
  if (!canRead || !isEstate) return <Navigate to="../details" replace />;
  return (
    <>
      <PageHeader title={T.title} description={W.description} />
      {tax.isError ? (
        <LoadFailedCard what="inheritance tax worksheet" onRetry={() => tax.refetch()} />
      ) : !tax.data ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : tax.data.dateOfDeath === null ? (
        <NoDateOfDeath />
      ) : (
        <Worksheet tax={tax.data} />
      )}
    </>
  );
}
