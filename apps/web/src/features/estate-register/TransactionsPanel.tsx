import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ESTATE_REGISTER_TEXTS as T, formatPence, ukDate } from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { transactionKindLabel } from './estate-forms';
import type { EstateItem, EstateTransaction, EstateTransactions } from './estate-register.api';
import { Figure } from './RegisterPanel';

interface TransactionsPanelProps {
  data: EstateTransactions;
  items: readonly EstateItem[];
  canCreate: boolean;
  canChange: boolean;
  canDelete: boolean;
  onAdd: () => void;
  onEdit: (transaction: EstateTransaction) => void;
  onDelete: (transaction: EstateTransaction) => void;
}

/** Issue 17: the estate's receipts (capital and income) and payments, oldest first, with the balance held. */
export function TransactionsPanel({
  data,
  items,
  canCreate,
  canChange,
  canDelete,
  ...on
}: TransactionsPanelProps) {
  const itemName = new Map(items.map((i) => [i.estateItemID, i.description]));
  const { totals, transactions } = data;
  return (
    <Stack gap="md">
      {canCreate && (
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={on.onAdd}>
            {T.newTransaction}
          </Button>
        </Group>
      )}
      {transactions.length === 0 ? (
        <Card p="lg">
          <Text c="dimmed" ta="center" py="md">
            {T.emptyTransactions}
          </Text>
        </Card>
      ) : (
        <>
          <Card p="md" component="section" aria-label={T.balance}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
              <Figure label={T.capitalReceipts} pence={totals.capitalReceipts} />
              <Figure label={T.incomeReceipts} pence={totals.incomeReceipts} />
              <Figure label={T.payments} pence={totals.payments} />
              <Figure label={T.balance} pence={totals.balance} isStrong />
            </SimpleGrid>
          </Card>
          <Card p="md" withBorder>
            <Stack gap={0}>
              {transactions.map((t, i) => {
                const linked = t.estateItemID ? itemName.get(t.estateItemID) : undefined;
                return (
                  <Group
                    key={t.estateTransactionID}
                    component="article"
                    aria-label={t.description}
                    justify="space-between"
                    align="flex-start"
                    gap="sm"
                    py={8}
                    style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
                  >
                    <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fz="xs" c="dimmed">
                          {ukDate(t.date)}
                        </Text>
                        <Badge
                          size="sm"
                          variant="light"
                          color={t.direction === 'receipt' ? 'teal' : 'orange'}
                        >
                          {t.direction === 'receipt' ? T.receipt : T.payment}: {transactionKindLabel(t)}
                        </Badge>
                      </Group>
                      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {t.description}
                      </Text>
                      {linked && (
                        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {T.concerns}: {linked}
                        </Text>
                      )}
                      {(t.distribution || t.chargedTo === 'income') && (
                        <Text fz="xs" c="dimmed">
                          {t.distribution === 'final'
                            ? T.final
                            : t.distribution === 'interim'
                              ? T.interim
                              : `${T.chargedTo}: ${T.chargedToIncome}`}
                        </Text>
                      )}
                    </Stack>
                    <Stack gap={4} align="flex-end" ml="auto">
                      <Text fw={600} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatPence(t.direction === 'payment' ? -t.amount : t.amount)}
                      </Text>
                      <Group gap={4}>
                        {canChange && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() => on.onEdit(t)}
                            aria-label={`${T.editTransaction}: ${t.description}`}
                          >
                            Change
                          </Button>
                        )}
                        {canDelete && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            c="red.9"
                            onClick={() => on.onDelete(t)}
                            aria-label={`${T.deleteItem}: ${t.description}`}
                          >
                            {T.deleteItem}
                          </Button>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                );
              })}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
