import {
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  EMPTY_GUID,
  INDIVIDUAL_FORM_TEXTS,
  INDIVIDUAL_TEXTS,
  LIST_REFRESH_AFTER_MODAL_MS,
} from '@probity/domain';
import { IconArrowLeft, IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { IndividualConflictWarning } from '../conflicts/IndividualConflictWarning';
import { IndividualFields } from './IndividualFields';
import {
  EMPTY_INDIVIDUAL_FORM,
  type IndividualFormValues,
  individualBody,
  individualFormResolver,
  inviteFormResolver,
} from './individual-form';
import {
  fullNameOf,
  type Individual,
  type IndividualType,
  useCreateIndividual,
  useInviteIndividual,
} from './individuals.api';
import { couldNotSave, markServerErrors, submitIndividualForm } from './submit-individual';
import { isDeceasedType } from './use-individual-form';

type Stage = 'choose' | 'manual' | 'invite';

const TITLES: Record<Stage, string> = {
  choose: INDIVIDUAL_TEXTS.addTitle,
  manual: INDIVIDUAL_TEXTS.manualTitle,
  invite: INDIVIDUAL_TEXTS.inviteTitle,
};

export interface AddIndividualTarget {
  /** The matter, or the all-zero id outside a matter (a charity's individuals). */
  matterID: string;
  /** The matter reference for the toasts; null outside a matter. */
  reference: string | null;
  organisationID: string | null;
  /** The name the invite toast uses outside a matter. */
  organisationName: string | null;
}

function ChoiceCard({
  icon,
  title,
  text,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} style={{ display: 'block', height: '100%' }}>
      <Card p="lg" h="100%" style={{ cursor: 'pointer' }}>
        <Stack gap="sm">
          <ThemeIcon size={44} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Text fw={650}>{title}</Text>
          <Text fz="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/**
 * spec 02 §2.5: 'Add individual to matter' with 'Add Manually' and 'Invite by Email'; the manual
 * form ('Add individual' / 'Add Individual') and the invitation ('Invite individual' / 'Invite
 * Individual'), with the toasts of spec 02 §8.
 */
export function AddIndividualModal({
  opened,
  onClose,
  target,
  types,
  canChooseType,
  manualOnly = false,
  onCreated,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  target: AddIndividualTarget;
  types: readonly IndividualType[];
  canChooseType: boolean;
  /** Straight to the manual form with the (single) type chosen: a legacy's new deceased (03 §9). */
  manualOnly?: boolean;
  /** Called with the created individual (before the modal closes). */
  onCreated?: (saved: Individual) => void;
  /** The manual form's title instead of 'Add individual'. */
  title?: string;
}) {
  const initialStage: Stage = manualOnly ? 'manual' : 'choose';
  const emptyForm: IndividualFormValues =
    manualOnly && types.length === 1
      ? { ...EMPTY_INDIVIDUAL_FORM, individualType: types[0]!.individualTypeID }
      : EMPTY_INDIVIDUAL_FORM;
  const [stage, setStage] = useState<Stage>(initialStage);
  const manualForm = useForm<IndividualFormValues>({
    resolver: individualFormResolver,
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const inviteForm = useForm<IndividualFormValues>({
    resolver: inviteFormResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_INDIVIDUAL_FORM,
  });
  const create = useCreateIndividual();
  const invite = useInviteIndividual();

  const emptyType = emptyForm.individualType;
  useEffect(() => {
    if (!opened) return;
    setStage(initialStage);
    manualForm.reset({ ...EMPTY_INDIVIDUAL_FORM, individualType: emptyType });
    inviteForm.reset(EMPTY_INDIVIDUAL_FORM);
  }, [opened, manualForm, inviteForm, initialStage, emptyType]);

  const closeAfterSuccess = () => window.setTimeout(onClose, LIST_REFRESH_AFTER_MODAL_MS);
  const isAllZero = target.matterID === EMPTY_GUID;
  const chosenType = types.find((t) => t.individualTypeID === manualForm.watch('individualType'));

  const handleCreate = () =>
    submitIndividualForm(manualForm, 'create', (values) => {
      const toastId = notify.loading(INDIVIDUAL_TEXTS.creating);
      const body = individualBody(values, {
        matterID: target.matterID,
        organisationID: target.organisationID,
      });
      create.mutate(body, {
        onSuccess: (saved) => {
          const name = fullNameOf(saved);
          notify.success(
            isAllZero || !target.reference
              ? INDIVIDUAL_TEXTS.createdOnLegacy(name)
              : INDIVIDUAL_TEXTS.createdOnMatter(name, target.reference),
            toastId,
          );
          onCreated?.(saved);
          closeAfterSuccess();
        },
        onError: (error) => {
          notify.error(couldNotSave(error), toastId);
          markServerErrors(manualForm, error);
        },
      });
    });

  const handleInvite = inviteForm.handleSubmit((values) => {
    const toastId = notify.loading(INDIVIDUAL_TEXTS.inviting);
    const name = fullNameOf({ firstName: values.firstName, surname: values.surname });
    invite.mutate(
      {
        firstName: values.firstName.trim(),
        surname: values.surname.trim(),
        email: values.emailAddress.trim(),
        roles: ['Individual'],
        organisationID: target.organisationID,
        matterID: target.matterID,
        individualTypeID: values.individualType,
      },
      {
        onSuccess: () => {
          notify.success(
            target.reference && !isAllZero
              ? INDIVIDUAL_TEXTS.invitedToMatter(name, target.reference)
              : INDIVIDUAL_FORM_TEXTS.invitedToOrganisation(name, target.organisationName ?? 'Probity'),
            toastId,
          );
          closeAfterSuccess();
        },
        onError: (error) => {
          notify.error(formatRequestError(error), toastId);
          markServerErrors(inviteForm, error);
        },
      },
    );
  });

  const back = (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => setStage('choose')}
    >
      Back
    </Button>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={stage === 'manual' && title ? title : TITLES[stage]}
      size={stage === 'manual' ? 900 : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {stage === 'choose' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChoiceCard
            icon={<IconUserPlus size={24} />}
            title={INDIVIDUAL_TEXTS.addManuallyTitle}
            text={INDIVIDUAL_TEXTS.addManuallyText}
            onClick={() => setStage('manual')}
          />
          <ChoiceCard
            icon={<IconMailForward size={24} />}
            title={INDIVIDUAL_TEXTS.inviteByEmailTitle}
            text={INDIVIDUAL_TEXTS.inviteByEmailText}
            onClick={() => setStage('invite')}
          />
        </SimpleGrid>
      )}
      {stage === 'manual' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!create.isPending) void handleCreate();
          }}
        >
          <IndividualFields
            form={manualForm}
            types={types}
            canChooseType={canChooseType}
            showBank={!isDeceasedType(chosenType)}
            isDeceased={isDeceasedType(chosenType)}
            withAddressLookup
          />
          {!isAllZero && <IndividualConflictWarning form={manualForm} matterID={target.matterID} />}
          <Group justify={manualOnly ? 'flex-end' : 'space-between'} mt="xl">
            {!manualOnly && back}
            <Button
              type="submit"
              disabled={create.isPending}
              leftSection={<IconUserPlus size={18} aria-hidden />}
            >
              {INDIVIDUAL_TEXTS.manualButton}
            </Button>
          </Group>
        </form>
      )}
      {stage === 'invite' && (
        <form noValidate onSubmit={(event) => void handleInvite(event)}>
          <IndividualFields
            form={inviteForm}
            types={types}
            canChooseType={canChooseType}
            showBank={false}
            withAddressLookup={false}
            isInvite
          />
          {!isAllZero && <IndividualConflictWarning form={inviteForm} matterID={target.matterID} />}
          <Group justify="space-between" mt="xl">
            {back}
            <Button
              type="submit"
              disabled={invite.isPending}
              leftSection={<IconMailForward size={18} aria-hidden />}
            >
              {INDIVIDUAL_TEXTS.inviteButton}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
