import {
  DEFAULT_PAGE_SIZE,
  type EmailTemplate,
  type EmailTemplateCreateInput,
  type EmailTemplatePreview,
  type EmailTemplatePreviewInput,
  type EmailTemplateUpdateInput,
  TEXTS,
} from '@probity/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PaginationInfo } from '../../api/pagination';
import { fetchPage } from '../../api/list-query';

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: (params: string) => ['email-templates', 'list', params] as const,
  preview: (input: EmailTemplatePreviewInput) =>
    ['email-templates', 'preview', input.name, input.subject, input.templateContent] as const,
};

/** spec 01 §5: a missing id (or name) is refused before any request, with the spec's text. */
function required(value: string | null | undefined, name: 'id' | 'name', call: string): string {
  if (value === null || value === undefined || value === '')
    throw new Error(TEXTS.requiredParameter(name, call));
  return value;
}

export interface EmailTemplateListQuery {
  page: number;
  pageSize?: number;
  search?: string;
  orderBy?: string;
}

export interface EmailTemplateList {
  items: EmailTemplate[];
  pagination: PaginationInfo | null;
}

/** GET /api/EmailTemplates with the list query. */
export async function listEmailTemplates(query: EmailTemplateListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    page: String(query.page),
    pageCount: String(query.pageSize ?? DEFAULT_PAGE_SIZE),
  });
  if (query.search?.trim()) params.set('SearchTerm', query.search.trim());
  if (query.orderBy) params.set('OrderBy', query.orderBy);
  return fetchPage<EmailTemplate>('/api/EmailTemplates', params, signal);
}

/** GET /api/EmailTemplates/{id} */
export function getEmailTemplate(id: string | null | undefined): Promise<EmailTemplate> {
  const value = required(id, 'id', 'getEmailTemplate');
  return api.get<EmailTemplate>(`/api/EmailTemplates/${encodeURIComponent(value)}`);
}

/** GET /api/EmailTemplates/Name/{name} */
export function getEmailTemplateByName(name: string | null | undefined): Promise<EmailTemplate> {
  const value = required(name, 'name', 'getEmailTemplateByName');
  return api.get<EmailTemplate>(`/api/EmailTemplates/Name/${encodeURIComponent(value)}`);
}

/** POST /api/EmailTemplates */
export function createEmailTemplate(input: EmailTemplateCreateInput): Promise<EmailTemplate> {
  return api.post<EmailTemplate>('/api/EmailTemplates', input);
}

/** PUT /api/EmailTemplates (the trigger stays as it is). */
export function updateEmailTemplate(input: EmailTemplateUpdateInput): Promise<EmailTemplate> {
  required(input.emailTemplateID, 'id', 'updateEmailTemplate');
  return api.put<EmailTemplate>('/api/EmailTemplates', input);
}

/** DELETE /api/EmailTemplates/{id}: part of the API client; the Settings screen offers no delete (spec 01 §2). */
export function deleteEmailTemplate(id: string | null | undefined): Promise<void> {
  const value = required(id, 'id', 'deleteEmailTemplate');
  return api.delete<void>(`/api/EmailTemplates/${encodeURIComponent(value)}`);
}

/** POST /api/EmailTemplates/Preview */
export function previewEmailTemplate(input: EmailTemplatePreviewInput): Promise<EmailTemplatePreview> {
  return api.post<EmailTemplatePreview>('/api/EmailTemplates/Preview', input);
}

export function useEmailTemplates(query: EmailTemplateListQuery) {
  const key = JSON.stringify(query);
  return useQuery({
    queryKey: emailTemplateKeys.list(key),
    queryFn: ({ signal }): Promise<EmailTemplateList> => listEmailTemplates(query, signal),
    placeholderData: keepPreviousData,
  });
}
