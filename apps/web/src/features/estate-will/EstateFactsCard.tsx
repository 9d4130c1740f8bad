import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type EstateFactsFormValues,
  WILL_TEXTS,
  ZEstateFactsForm,
  factsFormOf,
  factsInputOfForm,
} from '@probity/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { notify } from '../../app/notify';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { type EstateFacts, useSaveFacts } from './estate-will.api';

const API_FIELD = (field: string): FieldPath<EstateFactsFormValues> | null => {
  if (field === 'homeToDescendantsValue') return 'homeValue';
  if (field === 'transferredNilRateBandPercent' || field === 'transferredResidenceBandPercent') return field;
  const gift = /^lifetimeGifts\.(\d+)\.(date|amount|recipient)$/.exec(field);
  return gift ? (`lifetimeGifts.${Number(gift[1])}.${gift[2]}` as FieldPath<EstateFactsFormValues>) : null;
};

/** Issue 17: the estate's inheritance tax facts and the gifts of the seven years before death. */
export function EstateFactsCard({ matterID, facts }: { matterID: string; facts: EstateFacts }) {
  const save = useSaveFacts(matterID);
  const form = useForm<EstateFactsFormValues>({
    resolver: zodResolver(ZEstateFactsForm),
    defaultValues: factsFormOf(facts),
  });
  const gifts = useFieldArray({ control: form.control, name: 'lifetimeGifts' });
  const { errors } = form.formState;
  const hasHome = form.watch('homeToDescendants');

  useEffect(() => {
    form.reset(factsFormOf(facts));
  }, [facts, form]);

  const handleSave = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(factsInputOfForm(values));
      notify.success(WILL_TEXTS.factsSaved);
    } catch (error) {
      notify.error(errorToast(error));
      const fields = [
        'transferredNilRateBandPercent',
        'transferredResidenceBandPercent',
        'homeToDescendantsValue',
        ...values.lifetimeGifts.flatMap((_, i) =>
          [0, 1, 2].map((j) => `lifetimeGifts.${i}.${['date', 'amount', 'recipient'][j]}`),
        ),
      ];
      for (const [field, message] of fieldErrorsOf(error, fields)) {
        const target = API_FIELD(field);
        if (target) form.setError(target, { message });
      }
    }
  });

  return (
    <Card p="lg" component="section" aria-labelledby="estate-facts-title">
      <form noValidate onSubmit={(event) => void handleSave(event)} aria-label={WILL_TEXTS.factsTitle}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="estate-facts-title">
              {WILL_TEXTS.factsTitle}
            </Title>
            <Text fz="sm" c="dimmed">
              {WILL_TEXTS.factsHelp}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={WILL_TEXTS.transferredNilRateBandPercent}
              inputMode="decimal"
              error={errors.transferredNilRateBandPercent?.message}
              {...form.register('transferredNilRateBandPercent')}
            />
            <TextInput
              label={WILL_TEXTS.transferredResidenceBandPercent}
              inputMode="decimal"
              error={errors.transferredResidenceBandPercent?.message}
              {...form.register('transferredResidenceBandPercent')}
            />
          </SimpleGrid>
          <Checkbox label={WILL_TEXTS.homeToDescendants} {...form.register('homeToDescendants')} />
          {hasHome && (
            <TextInput
              label={WILL_TEXTS.homeValue}
              withAsterisk
              inputMode="decimal"
              error={errors.homeValue?.message}
              {...form.register('homeValue')}
            />
          )}
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {WILL_TEXTS.lifetimeGifts}
            </Text>
            {gifts.fields.length === 0 && (
              <Text fz="sm" c="dimmed">
                {WILL_TEXTS.noLifetimeGifts}
              </Text>
            )}
            {gifts.fields.map((gift, i) => (
              <Group key={gift.id} gap="sm" align="flex-start" wrap="wrap">
                <Controller
                  control={form.control}
                  name={`lifetimeGifts.${i}.date`}
                  render={({ field }) => (
                    <DatePicker
                      label={WILL_TEXTS.giftDate}
                      required
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.lifetimeGifts?.[i]?.date?.message}
                    />
                  )}
                />
                <TextInput
                  label={WILL_TEXTS.giftAmount}
                  withAsterisk
                  inputMode="decimal"
                  error={errors.lifetimeGifts?.[i]?.amount?.message}
                  {...form.register(`lifetimeGifts.${i}.amount`)}
                />
                <TextInput
                  label={WILL_TEXTS.giftRecipient}
                  withAsterisk
                  maxLength={200}
                  error={errors.lifetimeGifts?.[i]?.recipient?.message}
                  {...form.register(`lifetimeGifts.${i}.recipient`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove lifetime gift ${i + 1}`}
                  onClick={() => gifts.remove(i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => gifts.append({ date: null, amount: '', recipient: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              {WILL_TEXTS.addLifetimeGift}
            </Button>
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {WILL_TEXTS.saveFacts}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
