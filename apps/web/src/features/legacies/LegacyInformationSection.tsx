import { SimpleGrid } from '@mantine/core';
import { LEGACY_TEXTS, type Legacy } from '@probity/domain';
import { formatDate } from '../../lib/dates';
import { Fact, Section, dash } from './LegacyInformationLayout';

/** spec 03 §2.4 the Information page's information section. */
export function LegacyInformationSection({ legacy }: { legacy: Legacy }) {
  return (
    <Section title={LEGACY_TEXTS.informationSection}>
      <SimpleGrid cols={2} spacing="md">
        <Fact label={LEGACY_TEXTS.charityReference} value={dash(legacy.charityReference)} />
        <Fact label={LEGACY_TEXTS.probateReference} value={dash(legacy.probateReference)} />
        <Fact
          label={LEGACY_TEXTS.dateOfDeath}
          value={legacy.dateOfDeath ? formatDate(legacy.dateOfDeath) : '-'}
        />
        <Fact
          label={LEGACY_TEXTS.accountsApproved}
          value={legacy.accountsApproved ? LEGACY_TEXTS.approved : LEGACY_TEXTS.notApproved}
        />
        <Fact
          label={LEGACY_TEXTS.dateOfProbate}
          value={legacy.dateOfProbate ? formatDate(legacy.dateOfProbate) : '-'}
        />
        <Fact
          label={LEGACY_TEXTS.grantSubmitted}
          value={legacy.grantSubmitted ? LEGACY_TEXTS.submitted : LEGACY_TEXTS.notSubmitted}
        />
      </SimpleGrid>
    </Section>
  );
}
