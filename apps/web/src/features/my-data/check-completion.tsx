import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { RESPONSE_URL_PARAM } from '../../components/PopupAction/popup-url';
import { useCompleteCheck } from '../checks/checks.api';
import type { ServerNotification } from '../individuals/individuals.api';

export const CHECK_PARAM = 'check';

export const COMPLETION_TEXTS = {
  title: 'Complete your check',
  text: "Check that your details below are complete and correct - your date of birth and address, and for Probity Check+ your bank details - then press 'Save changes'.",
  done: 'Thank you. Your check is complete.',
  notYet:
    'Your details are saved, but the check could not be completed yet. Fill in the missing details and save again.',
  back: 'Return to Probity',
} as const;

/**
 * Where the pop-up goes when the action is done: the responseUrl the opener gave (spec 01 §7), only
 * when it is a page of this product (never somewhere else), else nowhere.
 */
export function sameOriginResponseUrl(value: string | null, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The completion action a check notification opens (spec 02 §4 "the individual is invited to
 * complete the check"): /secure/my-individual-data?check={checkResultID}&responseUrl=… in the
 * pop-up. After saving, the check is asked to complete; then the pop-up returns to the responseUrl
 * (the window-closing page), and the opener refetches its notifications.
 */
export function useCheckCompletion() {
  const [params] = useSearchParams();
  const checkResultID = params.get(CHECK_PARAM);
  const responseUrl = sameOriginResponseUrl(params.get(RESPONSE_URL_PARAM), window.location.origin);
  const complete = useCompleteCheck();
  const navigate = useNavigate();

  const finish = () => {
    if (responseUrl) window.location.assign(responseUrl);
    else if (window.opener) window.close();
    // Opened from the e-mail in a tab of its own: stay on My Data, without the check.
    else navigate('/secure/my-individual-data', { replace: true });
  };

  /** After a save: ask for the check to complete, and leave when it has. */
  const handleSaved = () => {
    if (!checkResultID) return;
    complete.mutate(checkResultID, {
      onSuccess: (result) => {
        if (result.checkCompleted) {
          notify.success(COMPLETION_TEXTS.done);
          finish();
        } else {
          notify.information(COMPLETION_TEXTS.notYet);
        }
      },
      onError: (error) => notify.error(formatRequestError(error)),
    });
  };

  return { checkResultID, isCompleting: complete.isPending, handleSaved, finish };
}

export function CheckCompletionBanner({
  notification,
  onBack,
}: {
  notification: ServerNotification | undefined;
  onBack: () => void;
}) {
  return (
    <Alert
      variant="light"
      color="probity"
      icon={<IconShieldCheck size={20} aria-hidden />}
      title={COMPLETION_TEXTS.title}
    >
      {notification && (
        <Text fz="sm" mb={4}>
          {notification.message}
        </Text>
      )}
      <Text fz="sm">{COMPLETION_TEXTS.text}</Text>
      <Group mt="sm">
        <Button variant="default" size="xs" onClick={onBack}>
          {COMPLETION_TEXTS.back}
        </Button>
      </Group>
    </Alert>
  );
}
