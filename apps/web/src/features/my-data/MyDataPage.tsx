import { Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { INDIVIDUAL_TEXTS } from '@probity/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ApiError } from '../../api/client';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { FormCard, IndividualFields } from '../individuals/IndividualFields';
import { useIndividualNotifications, useMyIndividual } from '../individuals/individuals.api';
import { CheckCompletionBanner, useCheckCompletion } from './check-completion';
import { useMyIndividualIDs } from './my-individuals';
import {
  canChooseIndividualType,
  isDeceasedType,
  typesWithCurrent,
  useIndividualEditForm,
} from '../individuals/use-individual-form';
import { NotificationsCard } from './NotificationsCard';
import { SubjectAccessCard } from '../data-rights/SubjectAccessCard';

/**
 * spec 01 §2 "My Data page (Individual)": title My Data, 'View and manage your data', action
 * 'Save changes', the individual form with its rules; 'Could not load data.' when no individual is
 * found. The individual's notifications (with their pop-up actions) sit above the form.
 */
export function MyDataPage() {
  const { roles } = useSession();
  const query = useMyIndividual();
  const individual = query.data;
  const individualIDs = useMyIndividualIDs(individual?.individualID ?? null);
  const completion = useCheckCompletion();
  const notifications = useIndividualNotifications(individualIDs);
  const completing = notifications.items.find((n) => n.checkResultID === completion.checkResultID);
  const { form, handleSave, isSaving } = useIndividualEditForm(
    individual,
    {
      individualID: individual?.individualID,
      matterID: individual?.matterID ?? '',
      organisationID: individual?.organisationID ?? null,
    },
    'myData',
    completion.checkResultID ? completion.handleSaved : undefined,
  );

  const header = (
    <PageHeader
      title={INDIVIDUAL_TEXTS.myDataTitle}
      description={INDIVIDUAL_TEXTS.myDataDescription}
      actions={
        individual && (
          <Button
            onClick={() => void handleSave()}
            disabled={isSaving || completion.isCompleting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {INDIVIDUAL_TEXTS.myDataSave}
          </Button>
        )
      }
    />
  );

  if (query.isPending) {
    return (
      <Stack gap={0}>
        {header}
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      </Stack>
    );
  }
  if (query.isError || !individual) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap={0}>
        {header}
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>{INDIVIDUAL_TEXTS.couldNotLoadData}</Text>
            {!isMissing && (
              <Button variant="light" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      {completion.checkResultID ? (
        <CheckCompletionBanner notification={completing} onBack={completion.finish} />
      ) : (
        <NotificationsCard individualIDs={individualIDs} onActionDone={() => void query.refetch()} />
      )}
      <FormCard>
        <form
          noValidate
          aria-label={INDIVIDUAL_TEXTS.myDataTitle}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isSaving) void handleSave();
          }}
        >
          <IndividualFields
            form={form}
            types={typesWithCurrent([], individual.individualType)}
            canChooseType={canChooseIndividualType(roles)}
            showBank={!isDeceasedType(individual.individualType)}
            bankAccountVerified={individual.bankAccountVerified}
            withAddressLookup
            headingOrder={2}
          />
        </form>
      </FormCard>
      {/* Issue 19: the person's own subject access export of the record shown here. */}
      <SubjectAccessCard individualID={individual.individualID} variant="self" />
    </Stack>
  );
}
