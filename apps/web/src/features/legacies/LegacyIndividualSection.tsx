import { SimpleGrid } from '@mantine/core';
import { LEGACY_TEXTS, type Legacy } from '@probity/domain';
import { formatDate } from '../../lib/dates';
import { Fact, Section, dash } from './LegacyInformationLayout';

/** spec 03 §2.4 the Information page's individual (deceased) section. */
export function LegacyIndividualSection({ deceased }: { deceased: Legacy['deceased'] }) {
  return (
    <Section title={LEGACY_TEXTS.individualSection}>
      <SimpleGrid cols={2} spacing="md">
        <Fact label="Title" value={dash(deceased?.title)} />
        <Fact label="First name" value={dash(deceased?.firstName)} />
        <Fact label="Surname" value={dash(deceased?.surname)} />
        <Fact label="DOB" value={deceased?.dobDateTime ? formatDate(deceased.dobDateTime) : '-'} />
      </SimpleGrid>
    </Section>
  );
}
