import { Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  DOCUMENT_TEMPLATE_NAME_MAX,
  DOCUMENT_TEMPLATE_TEXTS as T,
  type DocumentTemplate,
  VALIDATION,
} from '@probity/domain';
import { type FormEvent, useState } from 'react';
import { notify } from '../../app/notify';
import { fieldErrorsOf, joinedErrors } from '../../components/form-errors';
import { useSaveTemplate } from './letter-templates.api';

const DOCX_ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A new template (name and file) or an existing one (rename, replace its file, or both). */
export function TemplateModal({
  template,
  isOpen,
  onClose,
}: {
  template: DocumentTemplate | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={template ? template.name : T.upload}>
      {isOpen && <TemplateForm key={template?.templateID ?? 'new'} template={template} onClose={onClose} />}
    </Modal>
  );
}

function TemplateForm({ template, onClose }: { template: DocumentTemplate | null; onClose: () => void }) {
  const save = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());

  const handleFile = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && !name.trim()) setName(chosen.name.replace(/\.docx$/i, ''));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = new Map<string, string>();
    if (!name.trim()) missing.set('name', VALIDATION.required);
    if (!template && !file) missing.set('content', VALIDATION.required);
    setErrors(missing);
    if (missing.size > 0) return;
    const toast = notify.loading(T.uploading);
    save.mutate(
      { templateID: template?.templateID, name: name.trim(), file },
      {
        onSuccess: () => {
          notify.success(T.saved, toast);
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error, ['name', 'content']));
          notify.error(`${T.failed}: ${joinedErrors(error)}`, toast);
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.name}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={DOCUMENT_TEMPLATE_NAME_MAX}
          error={errors.get('name')}
          required
        />
        <FileInput
          label={template ? T.replace : T.file}
          placeholder={template ? T.keepFile : T.chooseFile}
          accept={DOCX_ACCEPT}
          value={file}
          onChange={handleFile}
          error={errors.get('content')}
          clearable
          required={!template}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
