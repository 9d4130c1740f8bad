import {
  Button,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type ChargedTo,
  type DistributionKind,
  ESTATE_DESCRIPTION_MAX,
  ESTATE_REGISTER_TEXTS as T,
  type EstateTransactionDirection,
  ZEstateTransactionInput,
} from '@probity/domain';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import {
  type EstateTransactionFormValues,
  emptyTransactionForm,
  isPayment,
  transactionFormOf,
  transactionInputOf,
  transactionKindOptions,
} from './estate-forms';
import { useEstateLegacies } from '../estate-will/estate-will.api';
import { legacyGiftText } from '../estate-will/will-format';
import { type EstateItem, type EstateTransaction, useSaveEstateTransaction } from './estate-register.api';
import { useRegisterForm } from './use-register-form';

const FIELDS = [
  'direction',
  'kind',
  'date',
  'amount',
  'description',
  'estateItemID',
  'chargedTo',
  'estateLegacyID',
  'distribution',
] as const;

interface EstateTransactionModalProps {
  matterID: string;
  /** The receipt or payment to change; none for a new one. */
  transaction: EstateTransaction | null;
  /** The register's items, to link one. */
  items: readonly EstateItem[];
  onClose: () => void;
}

/** Issue 17: record a receipt or a payment of the estate, or change one. */
export function EstateTransactionModal({
  matterID,
  transaction,
  items,
  onClose,
}: EstateTransactionModalProps) {
  const save = useSaveEstateTransaction(matterID);
  const { values, errors, set, submit } = useRegisterForm({
    initial: () => (transaction ? transactionFormOf(transaction) : emptyTransactionForm()),
    // A receipt and a payment have other kinds: the chosen one no longer fits.
    alsoClear: (key, value, current): Partial<EstateTransactionFormValues> =>
      key === 'direction' && value !== current.direction ? { kind: null } : {},
    inputOf: transactionInputOf,
    schema: ZEstateTransactionInput,
    apiFields: FIELDS,
    save: (input) => save.mutateAsync({ estateTransactionID: transaction?.estateTransactionID, input }),
    savedText: T.transactionSaved,
    onSaved: onClose,
  });
  // The gifts a distribution can pay: sums of money and shares of the residue (not items in kind).
  const legacies = useEstateLegacies(matterID);
  const giftOptions = (legacies.data?.legacies ?? [])
    .filter((l) => l.kind !== 'specific')
    .map((l) => ({ value: l.estateLegacyID, label: `${l.beneficiary.name} — ${legacyGiftText(l)}` }));

  const title = transaction ? T.editTransaction : T.newTransaction;
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
            <Text component="span" fz="sm" fw={500} id="estate-transaction-direction">
              {T.direction}
            </Text>
            <SegmentedControl
              aria-labelledby="estate-transaction-direction"
              value={values.direction}
              onChange={(value) => set('direction', value as EstateTransactionDirection)}
              data={[
                { value: 'receipt', label: T.receipt },
                { value: 'payment', label: T.payment },
              ]}
              fullWidth
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={T.transactionKind}
              withAsterisk
              data={transactionKindOptions(values.direction)}
              value={values.kind}
              onChange={(value) => set('kind', value)}
              error={errors.get('kind')}
              comboboxProps={{ withinPortal: true }}
            />
            <DatePicker
              label={T.date}
              required
              value={values.date}
              onChange={(value) => set('date', value)}
              error={errors.get('date')}
            />
          </SimpleGrid>
          <TextInput
            label={T.amount}
            withAsterisk
            inputMode="decimal"
            value={values.amount}
            onChange={(event) => set('amount', event.currentTarget.value)}
            error={errors.get('amount')}
          />
          <TextInput
            label={T.transactionDescription}
            withAsterisk
            maxLength={ESTATE_DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.get('description')}
          />
          {isPayment(values, 'administration') && (
            <Stack gap={4}>
              <Text component="span" fz="sm" fw={500} id="estate-transaction-charged-to">
                {T.chargedTo}
              </Text>
              <SegmentedControl
                aria-labelledby="estate-transaction-charged-to"
                value={values.chargedTo}
                onChange={(value) => set('chargedTo', value as ChargedTo)}
                data={[
                  { value: 'capital', label: T.chargedToCapital },
                  { value: 'income', label: T.chargedToIncome },
                ]}
                fullWidth
              />
              <Text fz="xs" c={errors.has('chargedTo') ? 'red' : 'dimmed'}>
                {errors.get('chargedTo') ?? T.chargedToHint}
              </Text>
            </Stack>
          )}
          {isPayment(values, 'distribution') && (
            <>
              <Select
                label={T.paidTo}
                withAsterisk
                placeholder={T.chooseGift}
                data={giftOptions}
                value={values.estateLegacyID}
                onChange={(value) => set('estateLegacyID', value)}
                error={errors.get('estateLegacyID')}
                description={giftOptions.length === 0 && !legacies.isPending ? T.noGiftsYet : undefined}
                comboboxProps={{ withinPortal: true }}
              />
              <Radio.Group
                label={T.distributionKind}
                withAsterisk
                value={values.distribution ?? ''}
                onChange={(value) => set('distribution', value as DistributionKind)}
                error={errors.get('distribution')}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="interim" label={T.interim} />
                  <Radio value="final" label={T.final} />
                </Group>
              </Radio.Group>
            </>
          )}
          <Select
            label={T.linkedItem}
            placeholder={T.noLinkedItem}
            clearable
            data={items.map((i) => ({ value: i.estateItemID, label: i.description }))}
            value={values.estateItemID}
            onChange={(value) => set('estateItemID', value)}
            error={errors.get('estateItemID')}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {T.saveTransaction}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
