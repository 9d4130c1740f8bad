import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  ESTATE_ACCOUNTS_TEXTS as A,
  ESTATE_ACCOUNTS_PAGE_TEXTS as P,
  ESTATE_ITEM_CATEGORY,
  type EstateAccounts,
  RECEIPT_KIND_LABELS,
  type ResiduaryShareOf,
  formatCalendarDate,
  formatPence,
} from '@probity/domain';
import { type WorkingLine, WorkingList } from './WorkingList';

const shareText = (share: ResiduaryShareOf) =>
  share.kind === 'percent' ? `${share.percent} %` : `${share.numerator}/${share.denominator}`;

/** A heading, its lines (indented) and their total; nothing when there are no lines. */
function section(heading: string, lines: { label: string; note?: string; amount: number }[], total: number) {
  if (lines.length === 0) return [];
  return [
    { label: heading, isHeading: true },
    ...lines.map((l) => ({ ...l, isIndented: true })),
    { label: A.total, amount: total, isTotal: true },
  ] satisfies WorkingLine[];
}

function AccountCard({ id, title, lines }: { id: string; title: string; lines: WorkingLine[] }) {
  return (
    <Card p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      <WorkingList lines={lines} />
    </Card>
  );
}

/** Issue 17: the capital, income and distribution accounts, line by line, and each beneficiary. */
export function AccountsCards({ accounts: a }: { accounts: EstateAccounts }) {
  const c = a.capital;
  const d = a.distribution;
  const less = (rows: readonly { description: string; amount: number }[]) =>
    rows.map((r) => ({ label: r.description, amount: -r.amount }));
  const capital: WorkingLine[] = [
    ...section(
      A.assetsAtDeath,
      c.assets.map((l) => ({
        label: l.description,
        note: ESTATE_ITEM_CATEGORY[l.category].label,
        amount: l.amount,
      })),
      c.assetsTotal,
    ),
    ...c.realisations.map((r) => ({
      label: `${A.realisations}: ${r.description}`,
      note: `${A.valueAtDeath} ${formatPence(r.valueAtDeath)} · ${A.realisedAmount} ${formatPence(r.realisedAmount)}${r.realisedOn ? ` (${formatCalendarDate(r.realisedOn)})` : ''}`,
      amount: r.gainOrLoss,
      isIndented: true,
    })),
    ...(c.gains > 0 ? [{ label: A.gains, amount: c.gains }] : []),
    ...(c.losses > 0 ? [{ label: A.losses, amount: -c.losses }] : []),
    ...section(
      A.capitalReceipts,
      c.receipts.map((l) => ({ label: l.description, amount: l.amount })),
      c.receiptsTotal,
    ),
    ...section(A.liabilities, less(c.liabilities), -c.liabilitiesTotal),
    ...section(A.funeral, less(c.funeral), -c.funeralTotal),
    ...section(A.administration, less(c.administration), -c.administrationTotal),
    ...section(A.inheritanceTax, less(c.inheritanceTax), -c.inheritanceTaxTotal),
    { label: A.capitalBalance, amount: c.balance, isTotal: true },
  ];
  const income: WorkingLine[] = [
    ...section(
      A.incomeReceipts,
      a.income.receipts
        .filter((r) => r.total !== 0)
        .map((r) => ({ label: RECEIPT_KIND_LABELS[r.kind], amount: r.total })),
      a.income.receiptsTotal,
    ),
    ...section(A.incomeExpenses, less(a.income.expenses), -a.income.expensesTotal),
    { label: A.netIncome, amount: a.income.net, isTotal: true },
  ];
  const distribution: WorkingLine[] = [
    { label: A.capitalBalance, amount: d.capitalBalance },
    { label: A.netIncome, amount: d.netIncome },
    { label: A.available, amount: d.available, isTotal: true },
    ...section(
      A.pecuniaryLegacies,
      d.pecuniary.map((p) => ({ label: p.beneficiaryName, amount: -p.amount })),
      -d.pecuniaryTotal,
    ),
    ...section(
      A.specificLegacies,
      d.specific.map((s) => ({
        label: `${s.beneficiaryName}: ${s.description}`,
        amount: -(s.valueAtDeath ?? 0),
      })),
      -d.specificTotal,
    ),
    { label: A.residue, amount: d.residue, isTotal: true },
    ...d.residuary.map((r) => ({
      label: r.beneficiaryName,
      note: `${A.residuaryShare}: ${shareText(r.share)}`,
      amount: r.amount,
      isIndented: true,
    })),
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountCard id="capital-account" title={A.capitalTitle} lines={capital} />
        <Stack gap="lg">
          <AccountCard id="income-account" title={A.incomeTitle} lines={income} />
          <AccountCard id="distribution-account" title={A.distributionTitle} lines={distribution} />
        </Stack>
      </SimpleGrid>
      <Card p="lg" component="section" aria-labelledby="beneficiaries">
        <Title order={2} fz="lg" id="beneficiaries" mb="xs">
          {P.beneficiaries}
        </Title>
        {d.beneficiaries.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {P.noLines}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{A.beneficiary}</Table.Th>
                  <Table.Th ta="right">{A.entitlement}</Table.Th>
                  <Table.Th ta="right">{A.interimPaid}</Table.Th>
                  <Table.Th ta="right">{A.finalPaid}</Table.Th>
                  <Table.Th ta="right">{A.balanceHeld}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.beneficiaries.map((b) => (
                  <Table.Tr key={b.beneficiaryId}>
                    <Table.Td>{b.beneficiaryName}</Table.Td>
                    <Table.Td ta="right">{formatPence(b.entitlement)}</Table.Td>
                    <Table.Td ta="right">{formatPence(b.interimPaid)}</Table.Td>
                    <Table.Td ta="right">{formatPence(b.finalPaid)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatPence(b.balance)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{A.total}</Table.Th>
                  <Table.Th ta="right">
                    {formatPence(d.beneficiaries.reduce((t, b) => t + b.entitlement, 0))}
                  </Table.Th>
                  <Table.Th ta="right">
                    {formatPence(d.beneficiaries.reduce((t, b) => t + b.interimPaid, 0))}
                  </Table.Th>
                  <Table.Th ta="right">
                    {formatPence(d.beneficiaries.reduce((t, b) => t + b.finalPaid, 0))}
                  </Table.Th>
                  <Table.Th ta="right">{formatPence(d.heldTotal)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
