import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  LIST_REFRESH_AFTER_MODAL_MS,
  MATTER_TYPES,
  type MatterCreateInput,
  MATTER_REFERENCE_TEXTS,
  MAX_PAGE_SIZE,
  PLATFORM_TEXTS,
  REFERENCE_MAX,
  TEXTS,
  ZMatterCreateInput,
  ZMatterCreateInputTyped,
} from '@probity/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, formatRequestError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { useMainIndividualBlock } from '../conflicts/use-main-individual-block';
import { useOrganisationUsers } from '../team/users.api';
import { matterPath } from './matter-columns';
import { matterTypeIcon } from './matter-type-icons';
import { useCreateMatter } from './matters.api';
import { useReferencePattern } from './reference-pattern.api';

type FormInput = z.input<typeof ZMatterCreateInput>;

const EMPTY: FormInput = { reference: '', matterType: { matterTypeID: '' }, matterOwner: null };

/** Server field paths that this form shows. */
const FIELDS = ['reference', 'matterType', 'matterType.matterTypeID', 'matterOwner'] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/** A company member's New Matter (spec 01 §2 member page): created in their company, owned by them. */
export interface NewMatterForMember {
  organisationID: string;
  member: { userID: string; name: string };
}

interface NewMatterModalProps {
  opened: boolean;
  onClose: () => void;
  /** From a member's page; absent for the caller's own firm, where the new matter opens. */
  forMember?: NewMatterForMember;
}

/**
 * spec 01 §2, §6: the New Matter modal: reference, one of the four matter types and, optionally,
 * the owner among the users of the firm (the creator when left empty). For a member the owner is
 * the member, so they are on its team.
 */
export function NewMatterModal({ opened, onClose, forMember }: NewMatterModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New Matter" size="lg">
      <NewMatterForm onClose={onClose} forMember={forMember} />
    </Modal>
  );
}

/** Mounted each time the modal opens, so it starts empty. */
function NewMatterForm({ onClose, forMember }: { onClose: () => void; forMember?: NewMatterForMember }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createMatter = useCreateMatter();
  // Issue 14: the optional main individual with its conflict check.
  const mainIndividual = useMainIndividualBlock();
  // A member's matter has its owner already; the firm's users are read only to choose one.
  const usersOf = forMember ? null : user.organisationID;
  const users = useOrganisationUsers(usersOf, {
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  });

  // Issue 14: with the firm's reference pattern the reference may be left empty (the server makes it).
  const organisationID = forMember?.organisationID ?? user.organisationID;
  const hasPattern = useRef(false);
  const resolver: Resolver<FormInput, unknown, MatterCreateInput> = (values, context, options) =>
    zodResolver(hasPattern.current ? ZMatterCreateInput : ZMatterCreateInputTyped)(values, context, options);
  const form = useForm<FormInput, unknown, MatterCreateInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: forMember
      ? {
          ...EMPTY,
          matterOwner: forMember.member.userID,
          organisation: { organisationID: forMember.organisationID },
        }
      : EMPTY,
  });

  const matterTypeID = useWatch({ control: form.control, name: 'matterType.matterTypeID' });
  const pattern = useReferencePattern(organisationID, matterTypeID || undefined);
  const nextReference = pattern.data?.nextReference ?? null;
  hasPattern.current = !!pattern.data?.matterReferencePattern;

  const owners = (users.data?.items ?? [])
    .filter((u) => u.status === 'active')
    .map((u) => ({ value: u.userID, label: u.userID === user.userID ? `${u.name} (you)` : u.name }));

  const handleSubmit = form.handleSubmit((values) => {
    const main = mainIndividual.payload();
    if (main === 'invalid') return;
    createMatter.mutate(
      { ...values, mainIndividual: main },
      {
        onSuccess: (matter) => {
          notify.success(PLATFORM_TEXTS.matterCreated(matter.reference));
          onClose();
          if (forMember) {
            // The member's page stays; its matters list reads again.
            void queryClient.invalidateQueries({ queryKey: queryKeys.matters });
            return;
          }
          // spec 01 §9: the list updates 200 ms after the modal closes.
          window.setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: queryKeys.matters }),
            LIST_REFRESH_AFTER_MODAL_MS,
          );
          void navigate(matterPath(matter));
        },
        onError: (error) => {
          notify.error(formatRequestError(error));
          // Issue 14: a reference the firm already has (409) is said under the field.
          if (error instanceof ApiError && error.status === 409)
            form.setError('reference', { message: error.message });
          if (error instanceof ApiError && error.errors) {
            mainIndividual.showServerErrors(error.errors);
            for (const [path, messages] of Object.entries(error.errors)) {
              if (!isField(path)) continue;
              const field = path === 'matterType' ? 'matterType.matterTypeID' : path;
              form.setError(field, { message: messages.join(', ') });
            }
          }
        },
      },
    );
  });

  const { errors } = form.formState;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {forMember && (
          <Text fz="sm" c="dimmed">
            The matter is created in this company with {forMember.member.name} as its owner, on its team.
          </Text>
        )}
        <TextInput
          label="Reference"
          required={!nextReference}
          description={nextReference ? MATTER_REFERENCE_TEXTS.nextReferenceHint(nextReference) : undefined}
          placeholder={nextReference ?? undefined}
          maxLength={REFERENCE_MAX}
          data-autofocus
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <Controller
          control={form.control}
          name="matterType.matterTypeID"
          render={({ field }) => (
            <Radio.Group
              label="Matter type"
              required
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              error={errors.matterType?.matterTypeID?.message ?? errors.matterType?.message}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
                {MATTER_TYPES.map((type) => {
                  const Icon = matterTypeIcon(type.icon);
                  return (
                    <Radio.Card key={type.matterTypeID} value={type.matterTypeID} p="sm" radius="md">
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={2} />
                        <Icon size={22} stroke={1.6} aria-hidden />
                        <div>
                          <Text fw={600} fz="sm">
                            {type.name}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {type.description}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        {!forMember && (
          <Controller
            control={form.control}
            name="matterOwner"
            render={({ field }) => (
              <Select
                label="Owner"
                description="Leave empty to own the matter yourself."
                placeholder={
                  users.isPending && user.organisationID ? 'Loading users…' : 'Choose a user of your firm'
                }
                data={owners}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                searchable
                clearable
                nothingFoundMessage={TEXTS.noUsers}
                error={errors.matterOwner?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        {mainIndividual.render(form.watch('matterType.matterTypeID'))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={createMatter.isPending}>
            Create matter
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
