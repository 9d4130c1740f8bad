import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  HELP_IDENTIFIER_PATTERN,
  HELP_SUBSECTIONS,
  type HelpSection,
  type Role,
  SECURE_ROUTES,
  helpSubsectionForPath,
} from '@probity/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadHelpDirectory } from './help.content.js';
import { passagesOf, splitPassages } from './help.search.js';
import { visibleSections } from './help.service.js';
import { externalHelpSource, localHelpSource, normaliseSections } from './help.source.js';

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('the help shipped with the product', () => {
  it('loads, and every identifier is well formed and unique', async () => {
    const sections = await loadHelpDirectory();
    expect(sections.length).toBeGreaterThan(5);
    const ids = sections.flatMap((s) => (s.subsections ?? []).map((sub) => sub.subsection_identifier));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [...ids, ...sections.map((s) => s.section_identifier)]) {
      expect(id).toMatch(HELP_IDENTIFIER_PATTERN);
    }
    for (const sub of sections.flatMap((s) => s.subsections ?? []))
      expect(sub.content.length).toBeGreaterThan(200);
  });

  it('has a subsection for every page the overlay opens at, and links only to subsections that exist', async () => {
    const sections = await loadHelpDirectory();
    const ids = new Set(
      sections.flatMap((s) => (s.subsections ?? []).map((sub) => sub.subsection_identifier)),
    );
    for (const id of Object.values(HELP_SUBSECTIONS)) expect(ids, id).toContain(id);
    for (const sub of sections.flatMap((s) => s.subsections ?? [])) {
      for (const [, target] of sub.content.matchAll(/\]\(#([^)]+)\)/g)) {
        expect(ids, `${sub.subsection_identifier} links to #${target}`).toContain(target);
      }
    }
  });

  it("opens every page at a topic that the page's roles may read", async () => {
    const sections = await loadHelpDirectory();
    const id = '7b2e9c1a-0000-4000-8000-000000000001';
    const pages = [
      ...Object.keys(SECURE_ROUTES).map((route) => route.replace(/:[a-zA-Z]+/g, id)),
      ...['information', 'legacy-details', 'documents', 'co-bens', 'team', 'activity'].map(
        (page) => `charity-legacies/${id}/${page}`,
      ),
      'charity-settings/details',
      'charity-settings/bank-accounts',
    ];
    const missing: string[] = [];
    for (const page of pages) {
      const routes = Object.keys(SECURE_ROUTES) as (keyof typeof SECURE_ROUTES)[];
      const route =
        routes.find((r) => page === r.replace(/:[a-zA-Z]+/g, id)) ??
        routes.find((r) => page.startsWith(`${r.split('/')[0]}/`));
      // spec 01 §2: Administrators are sent on from the dashboard to admin-dashboard.
      const roles = (route ? SECURE_ROUTES[route] : []).filter(
        (role: Role) => !(page === 'dashboard' && role === 'Administrators'),
      );
      for (const role of roles) {
        const target = helpSubsectionForPath(`/secure/${page}`, [role]);
        if (!target) continue;
        const ids = visibleSections(sections, [role], true).flatMap((s) =>
          (s.subsections ?? []).map((sub) => sub.subsection_identifier),
        );
        if (!ids.includes(target)) missing.push(`${page} (${role}) → ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses a file whose roles are not the spec names', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-help-'));
    fs.mkdirSync(path.join(dir, '01-one'));
    fs.writeFileSync(
      path.join(dir, '01-one', '_section.md'),
      '---\nname: One\nsection_identifier: one\nuser_roles_can_view: []\n---\n',
    );
    fs.writeFileSync(
      path.join(dir, '01-one', '01-a.md'),
      '---\nname: A\nsubsection_identifier: a\nuser_roles_can_view: [Matter Admins]\n---\nText.\n',
    );
    await expect(loadHelpDirectory(dir)).rejects.toThrow(/01-a\.md: user_roles_can_view/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('passages', () => {
  it('splits at blank lines, keeps a list with the sentence that introduces it, and notes the heading', () => {
    const passages = splitPassages(
      'Intro.\n\n## Steps\n\nDo this:\n\n1. One\n2. Two\n\n![A picture](/help-images/x.svg)\n\nLast words.',
    );
    expect(passages).toEqual([
      { heading: null, markdown: 'Intro.' },
      { heading: 'Steps', markdown: 'Do this:\n\n1. One\n2. Two' },
      { heading: 'Steps', markdown: 'Last words.' },
    ]);
  });

  it('indexes plain words without markdown', () => {
    const sections: HelpSection[] = [
      {
        name: 'S',
        order_number: 1,
        section_identifier: 's',
        user_roles_can_view: [],
        subsections: [
          {
            name: 'T',
            order_number: 1,
            subsection_identifier: 't',
            content: 'Press **Save** and see [Team](#matters-team).',
            user_roles_can_view: [],
          },
        ],
      },
    ];
    expect(passagesOf(sections)[0]?.text).toBe('Press Save and see Team.');
  });
});

describe('content service answers', () => {
  it('reads Strapi v5 (flat) answers and plain lists, with roles as names or text', () => {
    const flat = {
      data: [
        {
          id: 1,
          documentId: 'abc',
          name: 'A',
          order_number: '3',
          section_identifier: 'a',
          user_roles_can_view: 'Matter Admin, Support',
          subsections: [
            {
              name: 'B',
              order_number: 1,
              subsection_identifier: 'b',
              content: null,
              user_roles_can_view: null,
            },
          ],
        },
      ],
    };
    expect(normaliseSections(flat)).toEqual([
      {
        name: 'A',
        order_number: 3,
        section_identifier: 'a',
        user_roles_can_view: ['Matter Admin', 'Support'],
        subsections: [
          { name: 'B', order_number: 1, subsection_identifier: 'b', content: '', user_roles_can_view: [] },
        ],
      },
    ]);
    expect(normaliseSections(flat.data)).toHaveLength(1);
    expect(normaliseSections({ error: 'nope' })).toBeNull();
  });

  it('uses the shipped help while the service is unreachable', async () => {
    const source = externalHelpSource(
      { url: 'http://127.0.0.1:9/', cacheSeconds: 0 },
      localHelpSource(),
      silentLog,
    );
    const sections = await source.sections();
    expect(sections.map((s) => s.section_identifier)).toContain('getting-started');
  });
});
