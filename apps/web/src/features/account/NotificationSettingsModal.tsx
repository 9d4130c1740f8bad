import { Button, Center, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  LEGACY_NOTIFICATION_MODES,
  type LegacyNotificationMode,
  NOTIFICATION_TEXTS,
  type NotificationSettings,
} from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';

const SETTINGS_PATH = '/api/User/NotificationSettings';
const settingsKey = ['user', 'notification-settings'] as const;

/**
 * issue 11: the signed-in charity user's legacy notifications — one e-mail per change the law firm
 * makes to the legacies whose team they are on, a daily digest, or none.
 */
export function NotificationSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettings>(SETTINGS_PATH, undefined, signal),
    enabled: opened,
  });
  const save = useMutation({
    mutationFn: (body: NotificationSettings) => api.put<NotificationSettings>(SETTINGS_PATH, body),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
  const [mode, setMode] = useState<LegacyNotificationMode | null>(null);
  useEffect(() => {
    if (opened && settings.data) setMode(settings.data.legacyNotifications);
  }, [opened, settings.data]);

  const handleSave = () => {
    if (!mode) return;
    const toastId = notify.loading(NOTIFICATION_TEXTS.saving);
    save.mutate(
      { legacyNotifications: mode },
      {
        onSuccess: () => {
          notify.success(NOTIFICATION_TEXTS.saved, toastId);
          onClose();
        },
        onError: (error) => notify.error(errorToast(error), toastId),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={NOTIFICATION_TEXTS.title}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {settings.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : settings.isError ? (
        <Text c="dimmed">{NOTIFICATION_TEXTS.loadFailed}</Text>
      ) : (
        <Stack gap="md">
          <Text fz="sm">{NOTIFICATION_TEXTS.intro}</Text>
          <Radio.Group
            label={NOTIFICATION_TEXTS.legend}
            value={mode}
            onChange={(value) => setMode(value as LegacyNotificationMode)}
          >
            <Stack gap="sm" mt="xs">
              {LEGACY_NOTIFICATION_MODES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={NOTIFICATION_TEXTS.modes[value].label}
                  description={NOTIFICATION_TEXTS.modes[value].description}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={handleSave}
              loading={save.isPending}
              disabled={!mode || mode === settings.data?.legacyNotifications}
            >
              {NOTIFICATION_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
