import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  ADD_TO_MATTER_CLOSE_MS,
  type AdminIndividual,
  INDIVIDUAL_TYPES_BY_MATTER_TYPE,
  individualTypeView,
  matterTypeById,
  MAX_PAGE_SIZE,
  ORGANISATION_TYPES,
  PLATFORM_TEXTS,
  TEXTS,
} from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { useCompanyOptions } from '../companies/companies.api';
import { useCompanyMatters } from '../companies/member-matters.api';
import { useLinkToMatter } from './admin-individuals.api';

interface LinkToMatterModalProps {
  opened: boolean;
  onClose: () => void;
  individual: AdminIndividual;
  /** 'company': a matter of a company the person is not in yet; 'matter': of one they are in. */
  mode: 'company' | 'matter';
}

/**
 * spec 01 §2 individual detail: 'Add to a new company' (a matter of another company) and 'Add to
 * a new matter' (another matter of a company they belong to). Choose the company, the matter and
 * the person's role on it; POST /api/Individuals/Admin/{individualID}/Matter/{matterID}.
 */
export function LinkToMatterModal({ opened, onClose, individual, mode }: LinkToMatterModalProps) {
  const companies = useCompanyOptions(opened && mode === 'company');
  const [companyID, setCompanyID] = useState<string | null>(null);
  const [matterID, setMatterID] = useState<string | null>(null);
  const [typeID, setTypeID] = useState<string | null>(null);
  const matters = useCompanyMatters(opened ? companyID : null, 1, '', MAX_PAGE_SIZE);
  const link = useLinkToMatter();

  useEffect(() => {
    if (opened) {
      setCompanyID(null);
      setMatterID(null);
      setTypeID(null);
      link.reset();
    }
  }, [opened, link.reset]);

  const memberOf = new Set(individual.companies.map((c) => c.organisationID));
  const linkedMatters = new Set(individual.companies.flatMap((c) => c.matters.map((m) => m.matterID)));
  const companyOptions =
    mode === 'company'
      ? (companies.data ?? [])
          .filter(
            (c) => c.organisationType.organisationTypeID === ORGANISATION_TYPES.lawfirm.organisationTypeID,
          )
          .filter((c) => !memberOf.has(c.value))
          .map((c) => ({ value: c.value, label: c.label }))
      : individual.companies
          .filter(
            (c) => c.organisationType.organisationTypeID === ORGANISATION_TYPES.lawfirm.organisationTypeID,
          )
          .map((c) => ({ value: c.organisationID, label: c.name }));
  const matterItems = (matters.data?.items ?? []).filter((m) => !linkedMatters.has(m.matterID));
  const matter = matterItems.find((m) => m.matterID === matterID);
  const typeKey = matter ? matterTypeById(matter.matterType.matterTypeID)?.key : undefined;
  const typeOptions = (typeKey ? INDIVIDUAL_TYPES_BY_MATTER_TYPE[typeKey] : []).map((key) => {
    const view = individualTypeView(key);
    return { value: view.individualTypeID, label: view.name };
  });

  const handleSubmit = async () => {
    if (!matter) return;
    try {
      await link.mutateAsync({
        individualID: individual.individualID,
        matterID: matter.matterID,
        individualTypeID: typeID ?? undefined,
      });
      notify.success(PLATFORM_TEXTS.addedTo(individual.name, matter.reference));
      window.setTimeout(onClose, ADD_TO_MATTER_CLOSE_MS);
    } catch (error) {
      notify.error(errorToast(error));
    }
  };

  const title = mode === 'company' ? PLATFORM_TEXTS.addToNewCompany : PLATFORM_TEXTS.addToNewMatter;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {mode === 'company'
            ? `${individual.name} joins another company through one of its matters.`
            : `${individual.name} joins another matter of a company they belong to.`}
        </Text>
        <Select
          label="Company"
          required
          placeholder={companyOptions.length ? 'Choose a company' : 'No company to choose'}
          data={companyOptions}
          value={companyID}
          onChange={(value) => {
            setCompanyID(value);
            setMatterID(null);
          }}
          searchable
          nothingFoundMessage="No company found"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Matter"
          required
          disabled={!companyID}
          placeholder={
            !companyID ? 'Choose a company first' : matters.isPending ? 'Loading matters…' : 'Choose a matter'
          }
          data={matterItems.map((m) => ({
            value: m.matterID,
            label: `${m.reference} · ${m.matterType.name}`,
          }))}
          value={matterID}
          onChange={setMatterID}
          searchable
          nothingFoundMessage={TEXTS.noMatters}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Role on the matter"
          description="Left empty, the role they have on their first matter."
          placeholder="Same role as on their first matter"
          disabled={!matter}
          data={typeOptions}
          value={typeID}
          onChange={setTypeID}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!matter || link.isSuccess}
            loading={link.isPending}
            onClick={() => void handleSubmit()}
          >
            Add to matter
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
