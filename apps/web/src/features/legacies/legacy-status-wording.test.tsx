import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { LEGACY_STATUSES, LEGACY_TEXTS, type Legacy, legacyStatusDescription } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegacyStatusBadge } from './LegacyStatusBadge';
import { LegacyStatusSection } from './LegacyStatusSection';

/* Issue 11: the statuses a charity user reads are described for the charity, not the firm. */

afterEach(cleanup);

const postGrant = LEGACY_STATUSES.find((s) => s.key === 'post-grant')!;

function legacy(hasFirm: boolean): Legacy {
  return {
    legacyID: 'd0000000-0000-4000-8000-000000000001',
    status: {
      statusID: postGrant.statusID,
      name: postGrant.name,
      icon: postGrant.key,
      description: legacyStatusDescription('post-grant', hasFirm),
    },
    matterOrganisation: hasFirm ? { name: 'Harbour LLP' } : null,
    createdDate: '2026-01-01T00:00:00Z',
    lastUpdatedDate: '2026-01-02T10:30:00Z',
  } as unknown as Legacy;
}

function renderSection(hasFirm: boolean) {
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient()}>
          <LegacyStatusSection legacy={legacy(hasFirm)} canChange />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('the legacy status section and badge (issue 11)', () => {
  it("explains the statuses with a firm attached in terms of what the firm does for the charity's legacy", async () => {
    renderSection(true);
    fireEvent.click(screen.getByRole('button', { name: LEGACY_TEXTS.findOutMore }));
    expect(
      await screen.findByText("Probate has been granted; the firm is collecting the estate's assets."),
    ).toBeTruthy();
    expect(screen.getByText('The firm is applying for the grant of probate.')).toBeTruthy();
    // Never the firm's own texts for its matter.
    expect(screen.queryByText(/Engagement is being agreed with the client/)).toBeNull();
    expect(screen.queryByText(/the matter/i)).toBeNull();
  });

  it('explains them without naming a firm when the charity follows the legacy alone', async () => {
    renderSection(false);
    fireEvent.click(screen.getByRole('button', { name: LEGACY_TEXTS.findOutMore }));
    expect(
      await screen.findAllByText(
        "Probate has been granted; the executors are collecting the estate's assets.",
      ),
    ).not.toHaveLength(0);
    expect(screen.queryByText(/the firm/i)).toBeNull();
    expect(screen.queryByText(/client/i)).toBeNull();
  });

  it("the badge's tooltip is the legacy's description", () => {
    render(
      <MantineProvider>
        <LegacyStatusBadge status={legacy(true).status} />
      </MantineProvider>,
    );
    expect(screen.getByText('Post-grant').closest('[title]')?.getAttribute('title')).toBe(
      "Probate has been granted; the firm is collecting the estate's assets.",
    );
  });
});
