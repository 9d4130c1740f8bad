import { Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  INTEGRATION_CREDENTIAL_NAMES,
  type IntegrationCredentialName,
  MASKED_SECRET,
  type Organisation,
  PLATFORM_TEXTS,
  TEXT_MAX,
  TEXTS,
} from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { useSetCredentials } from './companies.api';

const LABELS: Record<IntegrationCredentialName, string> = { username: 'Username', password: 'Password' };

/**
 * spec 01 §2 company Settings: the identity-check provider's username and password. Stored values
 * are never sent back in clear, so the form only says whether each is set; an empty field keeps it.
 */
export function CredentialsForm({ company }: { company: Organisation }) {
  const setCredentials = useSetCredentials();
  const [values, setValues] = useState<Record<IntegrationCredentialName, string>>({
    username: '',
    password: '',
  });
  const isSet = (name: IntegrationCredentialName) =>
    company.integrationDetails.some((d) => d.name === name && d.hasValue);
  const hasChanges = INTEGRATION_CREDENTIAL_NAMES.some((name) => values[name].trim() !== '');

  const handleSubmit = async () => {
    const integrationDetails = INTEGRATION_CREDENTIAL_NAMES.map((name) => {
      const typed = values[name].trim();
      // MASKED_SECRET keeps what is stored; a typed value replaces it.
      return { name, value: typed !== '' ? typed : isSet(name) ? MASKED_SECRET : '' };
    });
    try {
      await setCredentials.mutateAsync({ organisationID: company.organisationID, integrationDetails });
      setValues({ username: '', password: '' });
      notify.success(PLATFORM_TEXTS.credentialsUpdated);
    } catch {
      notify.error(TEXTS.somethingWentWrong);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          The company's own account with the identity-check provider. Leave a field empty to keep what is
          stored.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {INTEGRATION_CREDENTIAL_NAMES.map((name) => (
            <PasswordInput
              key={name}
              label={
                <Group gap={6} component="span">
                  <span>{LABELS[name]}</span>
                  <Badge size="xs" variant="light" color={isSet(name) ? 'teal' : 'gray'}>
                    {isSet(name) ? 'set' : 'not set'}
                  </Badge>
                </Group>
              }
              aria-label={`Provider ${LABELS[name].toLowerCase()}`}
              placeholder={
                isSet(name) ? 'Enter a new value to replace it' : `Enter the ${LABELS[name].toLowerCase()}`
              }
              autoComplete="off"
              maxLength={TEXT_MAX}
              value={values[name]}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setValues((current) => ({ ...current, [name]: next }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!hasChanges} loading={setCredentials.isPending}>
            Save credentials
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
