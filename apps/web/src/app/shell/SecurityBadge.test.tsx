import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadScanningSection } from '../../features/settings/UploadScanningSection';
import { SecurityBadge } from './SecurityBadge';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => {},
}));

/** Answers every GET with this body. */
function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the security accreditation badge (issue 13)', () => {
  it('shows nothing when no accreditation is configured, and never a claim of its own', async () => {
    answer({ accreditation: null });
    const view = renderIn(<SecurityBadge />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByLabelText('Security accreditation')).toBeNull();
    expect(view.container.textContent).not.toMatch(/PCI|compliant/);
  });

  it("shows the operator's accreditation: name, scope, date and a link to the certificate", async () => {
    answer({
      accreditation: {
        name: 'Cyber Essentials Plus',
        scope: 'Probity service and hosting',
        date: '2026-03-14',
        certificateUrl: 'https://registry.example/certificates/123',
        isExample: false,
      },
    });
    renderIn(<SecurityBadge />);
    const badge = await screen.findByLabelText('Security accreditation');
    expect(badge.textContent).toContain('Cyber Essentials Plus');
    expect(badge.textContent).toContain('Probity service and hosting · Awarded 14/03/2026');
    expect(badge.textContent).not.toMatch(/Example/);
    const link = screen.getByRole('link', { name: 'View certificate' });
    expect(link.getAttribute('href')).toBe('https://registry.example/certificates/123');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says so when the accreditation is only an example', async () => {
    answer({
      accreditation: {
        name: 'ISO/IEC 27001',
        scope: null,
        date: null,
        certificateUrl: null,
        isExample: true,
      },
    });
    renderIn(<SecurityBadge />);
    const badge = await screen.findByLabelText('Security accreditation');
    expect(badge.textContent).toContain('Example only: not a real accreditation');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe("the administrators' Uploaded files section (issue 13)", () => {
  it('says uploaded files are not scanned without a scanner', async () => {
    answer({ scanned: false, scanner: null });
    renderIn(<UploadScanningSection />);
    expect(await screen.findByText('Uploaded files are not scanned for malware')).toBeTruthy();
  });

  it('names the scanner when there is one', async () => {
    answer({ scanned: true, scanner: 'ClamAV (clamd at scanner.internal:3310)' });
    renderIn(<UploadScanningSection />);
    expect(await screen.findByText('Uploaded files are scanned for malware')).toBeTruthy();
    expect(screen.getByText(/ClamAV \(clamd at scanner\.internal:3310\)/)).toBeTruthy();
  });
});
