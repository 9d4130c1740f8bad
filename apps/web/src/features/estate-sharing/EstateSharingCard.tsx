import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { ESTATE_SHARING_TEXTS as T } from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { useEstateSharing, useSaveEstateSharing } from './estate-sharing.api';

/**
 * Issue 17: "What the charities see" on an Estate matter's Charities page (where the firm manages
 * the charities named on the estate): milestones always; figures and accounts by the firm's switches.
 * Also the residuary charities' lead, the firm's single contact.
 */
export function EstateSharingCard({ matterID, canChange }: { matterID: string; canChange: boolean }) {
  const sharing = useEstateSharing(matterID, true);
  const save = useSaveEstateSharing(matterID);
  const [shareFigures, setShareFigures] = useState(false);
  const [shareAccounts, setShareAccounts] = useState(false);
  const data = sharing.data;
  useEffect(() => {
    if (!data) return;
    setShareFigures(data.shareFigures);
    setShareAccounts(data.shareAccounts);
  }, [data]);
  if (!data) return null;
  const isChanged = shareFigures !== data.shareFigures || shareAccounts !== data.shareAccounts;

  const handleSave = () => {
    const toastId = notify.loading(T.saving);
    save.mutate(
      { shareFigures, shareAccounts },
      {
        onSuccess: () => notify.success(T.saved, toastId),
        onError: (error) => notify.error(errorToast(error), toastId),
      },
    );
  };

  return (
    <Card p="lg" component="section" aria-labelledby="estate-sharing-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="estate-sharing-title">
            {T.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {T.description}
          </Text>
        </div>
        <Switch
          label={T.shareFigures}
          description={T.shareFiguresHelp}
          checked={shareFigures}
          disabled={!canChange}
          onChange={(e) => setShareFigures(e.currentTarget.checked)}
        />
        <Switch
          label={T.shareAccounts}
          description={T.shareAccountsHelp}
          checked={shareAccounts}
          disabled={!canChange}
          onChange={(e) => setShareAccounts(e.currentTarget.checked)}
        />
        <Text fz="sm">{T.neverShared}</Text>
        <Text fz="sm" c="dimmed">
          {data.charitiesOnProbity === 0 ? T.noCharities : T.charitiesOnProbity(data.charitiesOnProbity)}
        </Text>
        <div>
          <Text fz="sm" fw={600}>
            {T.lead}
          </Text>
          {data.lead ? (
            <Text fz="sm">
              {data.lead.charityName}
              {data.lead.contact
                ? ` · ${T.leadContact(data.lead.contact.name, data.lead.contact.emailAddress)}`
                : ''}
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              {T.noLead}
            </Text>
          )}
        </div>
        {canChange && (
          <Group justify="flex-end">
            <Button onClick={handleSave} disabled={!isChanged} loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
