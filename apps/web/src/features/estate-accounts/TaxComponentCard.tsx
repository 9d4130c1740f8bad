import { Alert, Badge, Card, Stack, Text, Title } from '@mantine/core';
import {
  type ComponentWorking,
  ESTATE_COMPONENT_LABELS,
  IHT_WORKSHEET_TEXTS as W,
  formatPence,
} from '@probity/domain';
import { WorkingList } from './WorkingList';

/**
 * One component of the estate (Sch 1A para 3): its value to its tax, and the 10 % test for the
 * 36 % rate step by step (para 5), with the extra gift that would qualify when it does not.
 */
export function TaxComponentCard({
  c,
  charityRateAvailable,
}: {
  c: ComponentWorking;
  charityRateAvailable: boolean;
}) {
  const id = `iht-component-${c.component}`;
  return (
    <Card p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={id}>
          {ESTATE_COMPONENT_LABELS[c.component]}
        </Title>
        <WorkingList
          lines={[
            { label: W.gross, amount: c.gross },
            { label: W.liabilities, amount: -c.liabilities },
            { label: W.net, amount: c.net, isTotal: true },
            { label: W.spouseExemption, amount: -c.spouseExemption },
            { label: W.charityExemption, amount: -c.charityExemption },
            { label: W.chargeable, amount: c.chargeable, isTotal: true },
            { label: W.nilRateBandShare, amount: -c.nilRateBandShare },
            { label: W.residenceBandShare, amount: -c.residenceBandShare },
            { label: W.taxable, amount: c.taxable, isTotal: true },
          ]}
        />
        <Text fz="sm" fw={600}>
          {W.baselineTitle}
        </Text>
        {charityRateAvailable ? (
          <>
            <WorkingList
              lines={[
                { label: W.baselineStep1, amount: c.chargeable },
                { label: W.baselineStep2, amount: c.afterNilRateBand },
                { label: W.baselineStep3, amount: c.baseline, isTotal: true },
                { label: W.tenPercentOfBaseline, amount: c.tenPercentOfBaseline },
                { label: W.donated, amount: c.donated },
              ]}
            />
            <Badge
              variant="light"
              color={c.meetsTenPercent ? 'teal' : 'gray'}
              style={{ alignSelf: 'flex-start' }}
            >
              {c.meetsTenPercent ? W.meetsTenPercent : W.doesNotMeetTenPercent}
            </Badge>
            {c.extraToQualify !== null && c.extraToQualify > 0 && (
              <Alert color="blue" variant="light" p="xs">
                <Text fz="sm">{W.extraToQualify(formatPence(c.extraToQualify))}</Text>
              </Alert>
            )}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            {W.charityRateNotAvailable}
          </Text>
        )}
        <WorkingList
          lines={[
            { label: W.rate, value: `${c.ratePercent} %` },
            { label: W.tax, amount: c.tax, isTotal: true },
          ]}
        />
      </Stack>
    </Card>
  );
}
