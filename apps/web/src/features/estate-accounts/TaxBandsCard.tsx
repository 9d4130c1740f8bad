import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import {
  IHT_WORKSHEET_TEXTS as W,
  ESTATE_TAX_PAGE_TEXTS as T,
  type InheritanceTaxWorksheet,
  formatCalendarDate,
  formatPence,
} from '@probity/domain';
import { WorkingList } from './WorkingList';

/** The nil-rate band (and the gifts that used it) and the residence nil-rate band with its taper. */
export function TaxBandsCard({ worksheet: w }: { worksheet: InheritanceTaxWorksheet }) {
  const nrb = w.nilRateBand;
  const rnrb = w.residenceBand;
  return (
    <Card p="lg" component="section" aria-labelledby="iht-bands">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="iht-bands">
          {T.nilRateBands}
        </Title>
        <Title order={3} fz="md">
          {W.nilRateBand}
        </Title>
        <WorkingList
          lines={[
            { label: W.nilRateBand, amount: nrb.own },
            { label: W.transferredNilRateBand(nrb.transferredPercent), amount: nrb.transferred },
            { label: W.totalNilRateBand, amount: nrb.total, isTotal: true },
          ]}
        />
        <Text fz="sm" fw={600}>
          {W.lifetimeGifts}
        </Text>
        <Text fz="xs" c="dimmed">
          {W.lifetimeGiftsHelp}
        </Text>
        <WorkingList
          lines={[
            ...nrb.lifetimeGifts.map((g) => ({
              label: `${formatCalendarDate(g.date)} · ${g.recipient}`,
              note: g.counted ? undefined : W.lifetimeGiftOutside,
              value: g.counted ? (
                formatPence(g.amount)
              ) : (
                <Badge size="sm" variant="light" color="gray">
                  {formatPence(g.amount)}
                </Badge>
              ),
              isIndented: true,
            })),
            { label: W.usedByLifetimeGifts, amount: -nrb.usedByLifetimeGifts },
            { label: W.nilRateBandAvailable, amount: nrb.available, isTotal: true },
            { label: W.nilRateBandUnused, amount: nrb.unused },
          ]}
        />
        <Title order={3} fz="md">
          {W.residenceBand}
        </Title>
        {rnrb.applies ? (
          <WorkingList
            lines={[
              { label: W.residenceBand, amount: rnrb.own },
              { label: W.transferredResidenceBand(rnrb.transferredPercent), amount: rnrb.transferred },
              { label: W.defaultAllowance, amount: rnrb.defaultAllowance, isTotal: true },
              {
                label: W.taper,
                note:
                  rnrb.taperThreshold === null
                    ? undefined
                    : `${W.netEstate}: ${formatPence(w.netEstate)} · ${W.taperThreshold}: ${formatPence(rnrb.taperThreshold)}`,
                amount: -rnrb.taper,
              },
              { label: W.adjustedAllowance, amount: rnrb.adjustedAllowance, isTotal: true },
              { label: W.homeToDescendants, amount: rnrb.homeToDescendants },
              { label: W.residenceBandAvailable, amount: rnrb.available, isTotal: true },
            ]}
          />
        ) : (
          <Text fz="sm" c="dimmed">
            {rnrb.notAvailableBecause === 'deathBeforeResidenceBand'
              ? W.residenceBandBefore2017
              : W.residenceBandNotAvailable}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
