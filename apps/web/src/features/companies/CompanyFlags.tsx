import { Group, Stack, Switch, Text } from '@mantine/core';
import { type Organisation, PLATFORM_TEXTS } from '@probity/domain';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { type CompanyFlag, useSetCompanyFlag } from './companies.api';

/** Issue 13 'Require a second factor': also on the Team page of the company's own administrators. */
export const SECOND_FACTOR_FLAG = {
  description:
    'Everyone in the company signs in with a second factor (an authenticator app). Users without one set it up at their next sign-in.',
  question: (on: boolean) =>
    on
      ? 'Require a second factor? Users without one are asked to set it up at their next sign-in.'
      : 'Make the second factor optional? Users who set one up keep using it.',
};

interface FlagDef {
  flag: CompanyFlag;
  label: string;
  description: string;
  value: (o: Organisation) => boolean;
  question: (isTurningOn: boolean) => string;
}

/**
 * spec 01 §4 company flags: test mode (the inverse of live), integrated, locked; and individual
 * chat (spec 02 §2.11 'Chat disabled' when it is off).
 */
const FLAGS: readonly FlagDef[] = [
  {
    flag: 'test',
    label: 'Test Mode',
    description: "Identity checks and the company's other outside sources use the sandbox data sources.",
    value: (o) => o.testMode,
    question: (on) =>
      on
        ? 'Turn on Test mode? Checks will use sandbox data sources until it is turned off.'
        : 'Turn off Test mode? Checks will use the live data sources.',
  },
  {
    flag: 'integrated',
    label: 'Integrated',
    description: 'When off, the company keeps access to the web portal only (no API access).',
    value: (o) => o.integrated,
    question: (on) =>
      on
        ? 'Integrate the company? It gets API access besides the web portal.'
        : "Remove the company's integration? It keeps access to the web portal only.",
  },
  {
    flag: 'individualChat',
    label: 'Individual chat',
    description:
      "When off, the chats of the company's matters with their individuals show 'Chat disabled' to everyone.",
    value: (o) => o.individualChatEnabled,
    question: (on) =>
      on
        ? 'Turn on individual chat? The firm and the individuals of its matters can chat again, with the earlier messages.'
        : 'Turn off individual chat? Nobody can read or send messages in the chats with individuals until it is turned on.',
  },
  {
    flag: 'requireSecondFactor',
    label: 'Require a second factor',
    description: SECOND_FACTOR_FLAG.description,
    value: (o) => o.requireSecondFactor,
    question: SECOND_FACTOR_FLAG.question,
  },
  {
    flag: 'locked',
    label: 'Locked',
    description: 'A locked company and all its users lose web and API access at once.',
    value: (o) => o.locked,
    question: (on) =>
      on
        ? 'Lock the company? All its users are signed out and cannot sign in until it is unlocked.'
        : 'Unlock the company? Its users can sign in again.',
  },
];

/** spec 01 §2 company Settings: the toggles, each after a confirmation, with §8's texts. */
export function CompanyFlags({ company }: { company: Organisation }) {
  const setFlag = useSetCompanyFlag();

  const handleToggle = async (def: FlagDef, next: boolean) => {
    const isConfirmed = await confirm({
      text: def.question(next),
      isDestructive: def.flag === 'locked' && next,
    });
    if (!isConfirmed) return;
    const texts = PLATFORM_TEXTS.companyFlags[def.flag][next ? 'on' : 'off'];
    const toastId = notify.loading(texts.loading);
    try {
      await setFlag.mutateAsync({ id: company.organisationID, flag: def.flag, value: next });
      notify.success(texts.success, toastId);
    } catch {
      notify.error(texts.error, toastId);
    }
  };

  return (
    <Stack gap="md">
      {FLAGS.map((def) => {
        const isOn = def.value(company);
        return (
          <Group key={def.flag} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
            <div>
              <Text fw={600} fz="sm" id={`flag-${def.flag}`}>
                {def.label}
              </Text>
              <Text fz="sm" c="dimmed">
                {def.description}
              </Text>
            </div>
            <Switch
              checked={isOn}
              aria-labelledby={`flag-${def.flag}`}
              disabled={setFlag.isPending}
              onChange={(event) => void handleToggle(def, event.currentTarget.checked)}
              size="md"
              color={def.flag === 'locked' ? 'red' : undefined}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
