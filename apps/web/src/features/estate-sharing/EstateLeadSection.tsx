import { Badge, Button, Card, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { EMPTY_GUID, ESTATE_LEAD_TEXTS as T } from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { useApproveForGroup, useChooseEstateLead, useEstateLead } from './estate-sharing.api';

/**
 * Issue 17: on the co-beneficiaries page, the charities sharing the residue and their lead. A
 * residuary charity records its choice (and whether the lead may approve the accounts for it); the
 * lead is set when all have chosen the same one.
 */
export function EstateLeadSection({
  legacyID,
  matterID,
  canChoose,
}: {
  legacyID: string;
  matterID: string;
  canChoose: boolean;
}) {
  const lead = useEstateLead(legacyID, matterID !== EMPTY_GUID);
  const choose = useChooseEstateLead(legacyID);
  const approve = useApproveForGroup(legacyID);
  const [choice, setChoice] = useState<string | null>(null);
  const [mayApprove, setMayApprove] = useState(false);
  const data = lead.data;
  useEffect(() => {
    setChoice(data?.yourChoice?.leadMatterCharityID ?? null);
    setMayApprove(data?.yourChoice?.leadMayApprove ?? false);
  }, [data]);
  // Only where several charities share the residue.
  if (!data || data.residuary.length < 2) return null;
  const isResiduary = data.residuary.some((r) => r.isYou);
  const isLead = data.residuary.some((r) => r.isYou && r.matterCharityID === data.lead?.matterCharityID);

  const handleApprove = () => {
    const toastId = notify.loading(T.approving);
    approve.mutate(undefined, {
      onSuccess: (result) => notify.success(T.approvedForGroup(result.approved.length), toastId),
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };

  const handleSave = () => {
    if (!choice) return;
    const toastId = notify.loading(T.saving);
    choose.mutate(
      { leadMatterCharityID: choice, leadMayApprove: mayApprove },
      {
        onSuccess: () => notify.success(T.saved, toastId),
        onError: (error) => notify.error(errorToast(error), toastId),
      },
    );
  };

  return (
    <Card p="lg" component="section" aria-labelledby="estate-lead-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md" id="estate-lead-title">
            {T.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {T.description}
          </Text>
        </div>
        <Text fz="sm" fw={600}>
          {data.lead ? T.agreed(data.lead.charityName) : T.notAgreed}
        </Text>
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.residuary.map((r) => (
            <Group component="li" key={r.matterCharityID} justify="space-between" gap="xs">
              <Text fz="sm">{r.charityName}</Text>
              <Badge variant="light" color={r.hasChosen ? 'teal' : 'gray'}>
                {r.hasChosen ? T.hasChosen : T.notChosen}
              </Badge>
            </Group>
          ))}
        </Stack>
        {canChoose && isLead && (
          <Stack gap={4}>
            <Text fz="sm">{T.approveForGroupHelp}</Text>
            <Group justify="flex-start">
              <Button variant="default" onClick={handleApprove} loading={approve.isPending}>
                {T.approveForGroup}
              </Button>
            </Group>
          </Stack>
        )}
        {canChoose && isResiduary && (
          <>
            <Radio.Group label={T.choose} value={choice} onChange={setChoice}>
              <Stack gap={6} mt={6}>
                {data.residuary.map((r) => (
                  <Radio key={r.matterCharityID} value={r.matterCharityID} label={r.charityName} />
                ))}
              </Stack>
            </Radio.Group>
            <Checkbox
              label={T.mayApprove}
              checked={mayApprove}
              onChange={(e) => setMayApprove(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button onClick={handleSave} disabled={!choice} loading={choose.isPending}>
                {T.save}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
