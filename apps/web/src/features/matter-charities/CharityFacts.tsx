import { Anchor, Badge, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHARITY_TEXTS, type CharityDetails, registrationStatusLabel, suffixLabel } from '@probity/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { addressLines, cifCdfLabel, orDash, registerDate, registerTime, yesNo } from './charity-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** spec 03 §2.15: the verified flag, or "Not verified". */
export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <Badge
      color="teal"
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<IconCircleCheck size={14} aria-hidden />}
    >
      {CHARITY_TEXTS.verified}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" radius="sm" tt="none">
      {CHARITY_TEXTS.notVerified}
    </Badge>
  );
}

/**
 * The register data of a charity: the details panel of the Add Charity overlay (spec 03 §2.15)
 * and, with `isFull`, the Charity tab of the details overlay (§2.16: name, contact details,
 * previous names and trustees too).
 */
export function CharityFacts({ charity: c, isFull = false }: { charity: CharityDetails; isFull?: boolean }) {
  const isRemoved = c.reg_status === 'RM';
  const lines = addressLines(c);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Fact label="Charity type">{orDash(c.charityType)}</Fact>
        <Fact label="Organisation number">{c.organisation_number}</Fact>
        <Fact label="Registered charity number">{c.reg_charity_number}</Fact>
        <Fact label="Group subsidiary suffix">{suffixLabel(c.group_subsid_suffix)}</Fact>
        <Fact label="Company registration number">{orDash(c.charity_co_reg_number)}</Fact>
        <Fact label="Insolvent">{yesNo(c.insolvent)}</Fact>
        <Fact label="In administration">{yesNo(c.in_administration)}</Fact>
        <Fact label="Previously excepted">{yesNo(c.prev_excepted_ind)}</Fact>
        <Fact label="CIF or CDF">{cifCdfLabel(c.cif_cdf_ind)}</Fact>
        {!isFull && (
          <Fact label="Verification">
            <VerifiedBadge isVerified={c.linked_organisation} />
          </Fact>
        )}
        <Fact label="Registration status">{registrationStatusLabel(c.reg_status)}</Fact>
        <Fact label="Registration date">{registerDate(c.date_of_registration)}</Fact>
        {isRemoved && <Fact label="Removal date">{registerDate(c.date_of_removal)}</Fact>}
        {isRemoved && <Fact label="Removal reason">{orDash(c.removal_reason)}</Fact>}
        <Fact label="Latest accounts year end">{registerDate(c.latest_acc_fin_year_end_date)}</Fact>
        <Fact label="Reporting status">{orDash(c.reporting_status)}</Fact>
        <Fact label="Last modified">{registerTime(c.last_modified_time)}</Fact>
      </SimpleGrid>
      {isFull && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Fact label="Address">
              {lines.length === 0 ? '-' : lines.map((line) => <div key={line}>{line}</div>)}
            </Fact>
            <Fact label="Postcode">{orDash(c.address_post_code)}</Fact>
            <Fact label="Phone">{orDash(c.phone)}</Fact>
            <Fact label="Email">{c.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : '-'}</Fact>
            <Fact label="Website">
              {c.web ? (
                <Anchor
                  href={/^https?:\/\//i.test(c.web) ? c.web : `https://${c.web}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {c.web}
                </Anchor>
              ) : (
                '-'
              )}
            </Fact>
          </SimpleGrid>
          <NameList
            title="Previous names"
            names={c.other_names.map((n) => n.other_name)}
            empty={CHARITY_TEXTS.noPreviousNames}
          />
          <NameList
            title="Trustees"
            names={c.trustee_names.map((t) => t.trustee_name)}
            empty={CHARITY_TEXTS.noTrustees}
          />
        </>
      )}
    </Stack>
  );
}

function NameList({ title, names, empty }: { title: string; names: string[]; empty: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" c="navy.9">
        {title}
      </Title>
      {names.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
