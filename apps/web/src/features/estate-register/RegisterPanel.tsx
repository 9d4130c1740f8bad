import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ESTATE_REGISTER_TEXTS as T,
  type CategoryTotal,
  type EstateItemKind,
  formatPence,
  ukDate,
} from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import type { EstateItem, EstateRegister } from './estate-register.api';

/** A figure of the summary: its label above, the amount below. */
export function Figure({ label, pence, isStrong }: { label: string; pence: number; isStrong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text
        fz={isStrong ? 'lg' : 'md'}
        fw={isStrong ? 700 : 600}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatPence(pence)}
      </Text>
    </Stack>
  );
}

function ItemRow({
  item,
  canChange,
  canDelete,
  onEdit,
  onDelete,
}: {
  item: EstateItem;
  canChange: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const gain = item.gainOrLoss;
  return (
    <Group
      component="article"
      aria-label={item.description}
      justify="space-between"
      align="flex-start"
      gap="sm"
      py={6}
    >
      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.description}
        </Text>
        {item.institution && (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.institution}
          </Text>
        )}
        {item.reference && (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {T.referenceShort} {item.reference}
          </Text>
        )}
        <Group gap={6}>
          {item.sharePercent !== 100 && (
            <Badge variant="light" color="gray" size="sm">
              {T.jointShare(String(item.sharePercent))}
            </Badge>
          )}
          {item.passesBySurvivorship && (
            <Badge variant="light" color="gray" size="sm">
              {T.survivorship}
            </Badge>
          )}
          {!item.inEstateForProbate && (
            <Badge variant="light" color="gray" size="sm">
              {T.notInProbate}
            </Badge>
          )}
        </Group>
        {item.realisedAmount !== null && item.realisedOn && (
          <Text fz="xs">
            {T.realisedText(formatPence(item.realisedAmount), ukDate(item.realisedOn))}
            {gain !== null && (
              <Text span fz="xs" c={gain < 0 ? 'red.9' : 'teal.9'}>
                {' · '}
                {gain < 0 ? T.lossText(formatPence(-gain)) : T.gainText(formatPence(gain))}
              </Text>
            )}
          </Text>
        )}
      </Stack>
      <Stack gap={4} align="flex-end" ml="auto">
        <Text fw={600} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPence(item.shareValue)}
        </Text>
        {item.sharePercent !== 100 && (
          <Text fz="xs" c="dimmed">
            {T.ofWhole(formatPence(item.valueAtDeath))}
          </Text>
        )}
        <Group gap={4}>
          {canChange && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={onEdit}
              aria-label={`${T.editItem}: ${item.description}`}
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
              onClick={onDelete}
              aria-label={`${T.deleteItem}: ${item.description}`}
            >
              {T.deleteItem}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

function CategoryCard(props: {
  total: CategoryTotal;
  items: EstateItem[];
  canChange: boolean;
  canDelete: boolean;
  onEdit: (item: EstateItem) => void;
  onDelete: (item: EstateItem) => void;
}) {
  const { total, items } = props;
  const headingID = `estate-category-${total.category}`;
  return (
    <Card component="section" aria-labelledby={headingID} p="md" withBorder>
      <Group justify="space-between" align="baseline" gap="xs" mb={4}>
        <Group gap={8} align="baseline">
          <Title order={2} fz="md" id={headingID}>
            {total.label}
          </Title>
          <Text fz="xs" c="dimmed">
            {total.schedule} · {T.itemCount(total.count)}
          </Text>
        </Group>
        <Text fw={700} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {T.total} {formatPence(total.shareValue)}
        </Text>
      </Group>
      <Stack gap={0} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {items.map((item) => (
          <ItemRow
            key={item.estateItemID}
            item={item}
            canChange={props.canChange}
            canDelete={props.canDelete}
            onEdit={() => props.onEdit(item)}
            onDelete={() => props.onDelete(item)}
          />
        ))}
      </Stack>
    </Card>
  );
}

interface RegisterPanelProps {
  register: EstateRegister;
  canCreate: boolean;
  canChange: boolean;
  canDelete: boolean;
  onAdd: (kind: EstateItemKind) => void;
  onEdit: (item: EstateItem) => void;
  onDelete: (item: EstateItem) => void;
}

/** Issue 17: the register grouped by IHT400 category, with the estate's totals above. */
export function RegisterPanel({ register, canCreate, ...actions }: RegisterPanelProps) {
  const { totals, items } = register;
  return (
    <Stack gap="md">
      {canCreate && (
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => actions.onAdd('asset')}>
            {T.newAsset}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => actions.onAdd('liability')}
          >
            {T.newLiability}
          </Button>
        </Group>
      )}
      {items.length === 0 ? (
        <Card p="lg">
          <Text c="dimmed" ta="center" py="md">
            {T.empty}
          </Text>
        </Card>
      ) : (
        <>
          <Card p="md" component="section" aria-label={T.total}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
              <Figure label={T.totalAssets} pence={totals.grossAssets} />
              <Figure label={T.totalLiabilities} pence={totals.liabilities} />
              <Figure label={T.netEstate} pence={totals.netEstate} isStrong />
              <Figure label={T.probateEstate} pence={totals.probateNetEstate} />
              <Figure label={T.realisedTotal} pence={totals.realisedAssets} />
              <Figure label={T.gainLoss} pence={totals.gainOrLoss} />
            </SimpleGrid>
          </Card>
          {totals.categories.map((total) => (
            <CategoryCard
              key={total.category}
              total={total}
              items={items.filter((i) => i.category === total.category)}
              canChange={actions.canChange}
              canDelete={actions.canDelete}
              onEdit={actions.onEdit}
              onDelete={actions.onDelete}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
