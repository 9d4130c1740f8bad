import { Anchor, Button, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_FOLDER_LABELS,
  DOCUMENT_FOLDERS,
  DOCUMENT_TEMPLATE_TEXTS as T,
  type DocumentFolder,
  GENERATED_DOCUMENT_FOLDER,
} from '@probity/domain';
import { IconFileText } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { useGenerateDocument, useLetterTemplates } from './letter-templates.api';

/** Issue 14: "Generate from template" on a matter's Documents page: a button and its overlay. */
export function GenerateFromTemplate({ matterID }: { matterID: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileText size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {T.generate}
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={T.generateTitle}>
        {isOpen && <GenerateForm matterID={matterID} onDone={() => setIsOpen(false)} />}
      </Modal>
    </>
  );
}

function GenerateForm({ matterID, onDone }: { matterID: string; onDone: () => void }) {
  const templates = useLetterTemplates();
  const generate = useGenerateDocument(matterID);
  const [templateID, setTemplateID] = useState('');
  const [folder, setFolder] = useState<DocumentFolder>(GENERATED_DOCUMENT_FOLDER);
  const chosen = templateID || templates.data?.[0]?.templateID || '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const toast = notify.loading(T.generating);
    generate.mutate(
      { templateID: chosen, matterID, folder },
      {
        onSuccess: (doc) => {
          notify.success(T.generated(doc.name), toast);
          onDone();
        },
        onError: (error) => notify.error(`${T.generateFailed}: ${formatRequestError(error)}`, toast),
      },
    );
  };

  if (templates.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (!templates.data?.length)
    return (
      <Stack gap="sm">
        <Text fz="sm">{T.noTemplatesToGenerate}</Text>
        <Anchor component={Link} to="/secure/letter-templates" fz="sm">
          {T.pageTitle}
        </Anchor>
      </Stack>
    );
  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="md">
        <NativeSelect
          label={T.template}
          value={chosen}
          data={templates.data.map((t) => ({ value: t.templateID, label: t.name }))}
          onChange={(event) => setTemplateID(event.currentTarget.value)}
        />
        <NativeSelect
          label={T.folder}
          value={folder}
          data={DOCUMENT_FOLDERS.map((f) => ({ value: f, label: DOCUMENT_FOLDER_LABELS[f] }))}
          onChange={(event) => setFolder(event.currentTarget.value as DocumentFolder)}
        />
        <Button type="submit" loading={generate.isPending} style={{ alignSelf: 'flex-end' }}>
          {T.generateButton}
        </Button>
      </Stack>
    </form>
  );
}
