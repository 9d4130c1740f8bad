import { Button, Group, Modal, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { CHECK_OVERLAY_CLOSE_MS, CHECK_TEXTS, CHECK_TYPES, INDIVIDUAL_FORM_TEXTS } from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { formatRequestError } from '../../api/client';
import { usePerformCheck } from './checks.api';

type CheckKey = keyof typeof CHECK_TYPES;

const OPTIONS: { key: CheckKey; covers: string }[] = [
  { key: 'probityCheck', covers: INDIVIDUAL_FORM_TEXTS.probityCheckCovers },
  { key: 'probityCheckPlus', covers: INDIVIDUAL_FORM_TEXTS.probityCheckPlusCovers },
];

function CheckOption({ option, isDisabled }: { option: (typeof OPTIONS)[number]; isDisabled: boolean }) {
  const card = (
    <Radio.Card
      value={option.key}
      disabled={isDisabled}
      p="md"
      radius="md"
      style={isDisabled ? { opacity: 0.55, cursor: 'not-allowed' } : undefined}
      aria-describedby={`check-${option.key}-covers`}
    >
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator disabled={isDisabled} />
        <div>
          <Text fw={600}>{CHECK_TYPES[option.key].name}</Text>
          <Text fz="sm" c="dimmed" id={`check-${option.key}-covers`}>
            {option.covers}
          </Text>
          {isDisabled && (
            <Text fz="sm" c="orange.8" mt={4}>
              {CHECK_TEXTS.onlyForRegistered}
            </Text>
          )}
        </div>
      </Group>
    </Radio.Card>
  );
  // spec 02 §4: Probity Check+ is disabled with 'Only for registered individuals'.
  if (!isDisabled) return card;
  return (
    <Tooltip label={CHECK_TEXTS.onlyForRegistered}>
      <div>{card}</div>
    </Tooltip>
  );
}

interface PerformCheckModalProps {
  opened: boolean;
  onClose: () => void;
  individual: { individualID: string; name: string; isRegistered: boolean };
  /** The matter, or the all-zero id for a charity's or legacy's individual. */
  matterID: string;
}

/**
 * spec 02 §2.7, §4, §8: choose Probity Check or Probity Check+ (Check+ only for registered
 * individuals), then 'Perform Check'. A loading notice shows and the overlay closes after 500 ms;
 * the answer is either the results (added on top of the history) or an invitation to the
 * individual to complete the check.
 */
export function PerformCheckModal({ opened, onClose, individual, matterID }: PerformCheckModalProps) {
  const [choice, setChoice] = useState<CheckKey>('probityCheck');
  const [isClosing, setIsClosing] = useState(false);
  const perform = usePerformCheck();

  useEffect(() => {
    if (opened) {
      setChoice('probityCheck');
      setIsClosing(false);
    }
  }, [opened]);

  const handlePerform = () => {
    const check = CHECK_TYPES[choice];
    const toastId = notify.loading(CHECK_TEXTS.performing(check.name, individual.name));
    setIsClosing(true);
    window.setTimeout(onClose, CHECK_OVERLAY_CLOSE_MS);
    perform.mutate(
      { checkTypeID: check.checkTypeID, matterID, individualID: individual.individualID },
      {
        onSuccess: (result) => {
          const service = result.service || check.name;
          if (result.checkCompleted)
            notify.success(CHECK_TEXTS.resultsReady(service, individual.name), toastId);
          else notify.information(CHECK_TEXTS.invited(individual.name, service), toastId);
        },
        onError: (error) => notify.error(formatRequestError(error), toastId),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={CHECK_TEXTS.performCheck}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Radio.Group
          value={choice}
          onChange={(value) => setChoice(value as CheckKey)}
          label={`Choose the check to perform on ${individual.name}`}
        >
          <Stack gap="sm" mt="sm">
            {OPTIONS.map((option) => (
              <CheckOption
                key={option.key}
                option={option}
                isDisabled={option.key === 'probityCheckPlus' && !individual.isRegistered}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handlePerform} loading={isClosing}>
            {CHECK_TEXTS.performCheck}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
