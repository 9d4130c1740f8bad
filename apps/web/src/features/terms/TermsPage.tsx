import { Alert, Button, Card, Group, Loader, Stack, Typography } from '@mantine/core';
import type { Terms } from '@probity/domain';
import { useState } from 'react';
import { postTermsAction, useLatestTerms } from '../../api/users';
import { PageHeader } from '../../components/PageHeader';
import classes from './TermsPage.module.css';

type TermsButton = Terms['buttons'][number];

/** spec 01 §2, §4: the latest terms with their action buttons. */
export function TermsPage() {
  const termsQuery = useLatestTerms();
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);

  const handleAction = async (button: TermsButton) => {
    setPendingUrl(button.actionUrl);
    try {
      await postTermsAction(button.actionUrl);
    } catch {
      // spec 01 §8: a failed terms request just stops the spinner.
      setPendingUrl(null);
      return;
    }
    // spec 01 §4: clear the session storage and reload, so the new acceptance is read afresh.
    window.sessionStorage.clear();
    window.location.reload();
  };

  const terms = termsQuery.data;
  return (
    <Stack gap={0}>
      <PageHeader title={terms?.title ?? 'Terms and conditions'} />
      {termsQuery.isPending && <Loader size="sm" aria-label="Loading" />}
      {termsQuery.isError && (
        <Alert color="red" variant="light">
          {termsQuery.error.message}
        </Alert>
      )}
      {terms && (
        <Card p={{ base: 'md', sm: 'xl' }} maw={960}>
          <Typography>
            <section
              className={classes.content}
              // Issue 15: the text scrolls in its own box, which keyboard users reach to scroll it.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus
              tabIndex={0}
              aria-label={terms.title}
              // The server sanitises the terms HTML (spec contract GET /api/User/GetLatestTerms).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
              dangerouslySetInnerHTML={{ __html: terms.contentHtml }}
            />
          </Typography>
          <Group justify="flex-end" mt="xl" gap="sm">
            {terms.buttons.map((button, index) => (
              <Button
                key={button.actionUrl}
                variant={index === terms.buttons.length - 1 ? 'filled' : 'default'}
                loading={pendingUrl === button.actionUrl}
                disabled={pendingUrl !== null && pendingUrl !== button.actionUrl}
                onClick={() => void handleAction(button)}
              >
                {button.text}
              </Button>
            ))}
          </Group>
        </Card>
      )}
    </Stack>
  );
}
