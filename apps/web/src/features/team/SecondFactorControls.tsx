import { Button, Group, Switch, Text } from '@mantine/core';
import { PLATFORM_TEXTS } from '@probity/domain';
import { IconShieldOff } from '@tabler/icons-react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { useCompany, useSetCompanyFlag } from '../companies/companies.api';
import { SECOND_FACTOR_FLAG } from '../companies/CompanyFlags';
import { useResetSecondFactor } from './users.api';

interface Named {
  userID: string;
  firstName: string;
  surname: string;
}

/** Issue 13: an administrator resets a user's second factor, after a confirmation. */
export function ResetSecondFactorButton({ user, variant = 'default' }: { user: Named; variant?: string }) {
  const reset = useResetSecondFactor();
  const name = `${user.firstName} ${user.surname}`;
  const handleClick = async () => {
    const isConfirmed = await confirm({
      text: `Reset the second factor of ${name}? Their authenticator app and recovery codes stop working, they are signed out and e-mailed, and they set up a second factor again at their next sign-in if they need one.`,
      confirmLabel: 'Yes, reset',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const toastId = notify.loading(`Resetting the second factor of ${name}`);
    try {
      await reset.mutateAsync(user.userID);
      notify.success(`The second factor of ${name} has been reset. They have been told by e-mail.`, toastId);
    } catch (error) {
      notify.error(errorToast(error), toastId);
    }
  };
  return (
    <Button
      variant={variant}
      style={{ flexShrink: 0 }}
      leftSection={<IconShieldOff size={16} aria-hidden />}
      loading={reset.isPending}
      onClick={() => void handleClick()}
    >
      Reset second factor
    </Button>
  );
}

/** Issue 13: the company's own administrators switch "Require a second factor" on the Team page. */
export function RequireSecondFactorSwitch({ organisationID }: { organisationID: string }) {
  const company = useCompany(organisationID);
  const setFlag = useSetCompanyFlag();
  if (!company.data) return null;
  const isOn = company.data.requireSecondFactor;
  const handleChange = async (next: boolean) => {
    if (!(await confirm({ text: SECOND_FACTOR_FLAG.question(next) }))) return;
    const texts = PLATFORM_TEXTS.companyFlags.requireSecondFactor[next ? 'on' : 'off'];
    const toastId = notify.loading(texts.loading);
    try {
      await setFlag.mutateAsync({ id: organisationID, flag: 'requireSecondFactor', value: next });
      notify.success(texts.success, toastId);
    } catch {
      notify.error(texts.error, toastId);
    }
  };
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md" mb="md">
      <div>
        <Text fw={600} fz="sm" id="require-second-factor">
          Require a second factor
        </Text>
        <Text fz="sm" c="dimmed">
          {SECOND_FACTOR_FLAG.description}
        </Text>
      </div>
      <Switch
        checked={isOn}
        aria-labelledby="require-second-factor"
        disabled={setFlag.isPending}
        onChange={(event) => void handleChange(event.currentTarget.checked)}
        size="md"
      />
    </Group>
  );
}
