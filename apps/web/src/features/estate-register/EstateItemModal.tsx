import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ESTATE_DESCRIPTION_MAX,
  ESTATE_INSTITUTION_MAX,
  ESTATE_REFERENCE_MAX,
  ESTATE_REGISTER_TEXTS as T,
  type EstateItemKind,
  ZEstateItemInput,
} from '@probity/domain';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import {
  type EstateItemFormValues,
  categoryOptions,
  emptyItemForm,
  itemFormOf,
  itemInputOf,
} from './estate-forms';
import { type EstateItem, useSaveEstateItem } from './estate-register.api';
import { useRegisterForm } from './use-register-form';

const FIELDS = [
  'kind',
  'category',
  'description',
  'institution',
  'reference',
  'valueAtDeath',
  'sharePercent',
  'passesBySurvivorship',
  'inEstateForProbate',
  'realisedAmount',
  'realisedOn',
] as const;

/** The API field whose error a form value shows. */
const ERROR_FIELD: Record<keyof EstateItemFormValues, (typeof FIELDS)[number]> = {
  kind: 'kind',
  category: 'category',
  description: 'description',
  institution: 'institution',
  reference: 'reference',
  value: 'valueAtDeath',
  share: 'sharePercent',
  passesBySurvivorship: 'passesBySurvivorship',
  inEstateForProbate: 'inEstateForProbate',
  realisedAmount: 'realisedAmount',
  realisedOn: 'realisedOn',
};

interface EstateItemModalProps {
  matterID: string;
  /** The item to change, or the kind of a new one. */
  item: EstateItem | EstateItemKind;
  onClose: () => void;
}

/** Issue 17: add an asset or a liability to the register, or change one (its realisation too). */
export function EstateItemModal({ matterID, item, onClose }: EstateItemModalProps) {
  const existing = typeof item === 'string' ? null : item;
  const save = useSaveEstateItem(matterID);
  const { values, errors, set, submit } = useRegisterForm({
    initial: () => (existing ? itemFormOf(existing) : emptyItemForm(item as EstateItemKind)),
    errorFieldOf: (key) => ERROR_FIELD[key],
    // Another kind has other categories: the chosen one no longer fits.
    alsoClear: (key, value, current) => (key === 'kind' && value !== current.kind ? { category: null } : {}),
    inputOf: itemInputOf,
    schema: ZEstateItemInput,
    apiFields: FIELDS,
    save: (input) => save.mutateAsync({ estateItemID: existing?.estateItemID, input }),
    savedText: T.itemSaved,
    onSaved: onClose,
  });

  const title = existing ? T.editItem : values.kind === 'asset' ? T.newAsset : T.newLiability;
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Stack gap={4}>
            <Text component="span" fz="sm" fw={500} id="estate-item-kind">
              {T.kind}
            </Text>
            <SegmentedControl
              aria-labelledby="estate-item-kind"
              value={values.kind}
              onChange={(value) => set('kind', value as EstateItemKind)}
              data={[
                { value: 'asset', label: T.asset },
                { value: 'liability', label: T.liability },
              ]}
              fullWidth
            />
          </Stack>
          <Select
            label={T.category}
            withAsterisk
            data={categoryOptions(values.kind)}
            value={values.category}
            onChange={(value) => set('category', value as EstateItemFormValues['category'])}
            error={errors.get('category')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={T.itemDescription}
            withAsterisk
            maxLength={ESTATE_DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.get('description')}
          />
          <TextInput
            label={T.institution}
            maxLength={ESTATE_INSTITUTION_MAX}
            value={values.institution}
            onChange={(event) => set('institution', event.currentTarget.value)}
            error={errors.get('institution')}
          />
          <TextInput
            label={T.reference}
            description={T.referenceHint}
            maxLength={ESTATE_REFERENCE_MAX}
            autoComplete="off"
            value={values.reference}
            onChange={(event) => set('reference', event.currentTarget.value)}
            error={errors.get('reference')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={T.valueAtDeath}
              withAsterisk
              inputMode="decimal"
              value={values.value}
              onChange={(event) => set('value', event.currentTarget.value)}
              error={errors.get('valueAtDeath')}
            />
            <TextInput
              label={T.sharePercent}
              description={T.shareHint}
              inputMode="decimal"
              value={values.share}
              onChange={(event) => set('share', event.currentTarget.value)}
              error={errors.get('sharePercent')}
            />
          </SimpleGrid>
          <Checkbox
            label={T.passesBySurvivorship}
            checked={values.passesBySurvivorship}
            onChange={(event) => set('passesBySurvivorship', event.currentTarget.checked)}
          />
          <Checkbox
            label={T.inEstateForProbate}
            checked={values.inEstateForProbate}
            onChange={(event) => set('inEstateForProbate', event.currentTarget.checked)}
          />
          <Stack gap={4} mt="xs">
            <Text fz="sm" fw={600}>
              {T.realisation}
            </Text>
            <Text fz="xs" c="dimmed">
              {T.realisationHint}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={T.realisedAmount}
              inputMode="decimal"
              value={values.realisedAmount}
              onChange={(event) => set('realisedAmount', event.currentTarget.value)}
              error={errors.get('realisedAmount')}
            />
            <DatePicker
              label={T.realisedOn}
              value={values.realisedOn}
              onChange={(value) => set('realisedOn', value)}
              error={errors.get('realisedOn')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {T.saveItem}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
