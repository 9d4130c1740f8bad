import {
  Alert,
  Button,
  Card,
  FileInput,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MODULUS_TEXTS, type ModulusEdition, VALIDATION, modulusEditionNameOf } from '@probity/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { formatDateTime } from '../../lib/dates';
import { modulusKeys, uploadModulusTables, useModulusEdition } from './modulus-tables.api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The edition in use: name, where it comes from, its rows and when it was loaded. */
function EditionCard({ edition }: { edition: ModulusEdition }) {
  const loaded = edition.loadedBy
    ? `${formatDateTime(edition.loadedAt)} by ${edition.loadedBy}`
    : formatDateTime(edition.loadedAt);
  return (
    <Card withBorder p="lg" component="section" aria-label={MODULUS_TEXTS.edition}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={MODULUS_TEXTS.edition} value={edition.name} />
        <Fact label={MODULUS_TEXTS.source} value={MODULUS_TEXTS.sources[edition.source]} />
        <Fact
          label={MODULUS_TEXTS.rows}
          value={MODULUS_TEXTS.rowsValue(edition.weightRows, edition.substitutionRows)}
        />
        <Fact label={MODULUS_TEXTS.loadedAt} value={loaded} />
      </SimpleGrid>
    </Card>
  );
}

type FieldErrors = Partial<Record<'name' | 'weightsText' | 'substitutionsText', string>>;

/** The upload of a new edition: the two files as Vocalink publishes them, and its name. */
function UploadForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [weights, setWeights] = useState<File | null>(null);
  const [substitutions, setSubstitutions] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isUploading, setIsUploading] = useState(false);

  const handleWeights = (file: File | null) => {
    setWeights(file);
    if (file && !name.trim()) setName(modulusEditionNameOf(file.name));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!name.trim()) missing.name = VALIDATION.required;
    if (!weights) missing.weightsText = VALIDATION.required;
    if (!substitutions) missing.substitutionsText = VALIDATION.required;
    setErrors(missing);
    if (!weights || !substitutions || Object.keys(missing).length > 0) return;
    setIsUploading(true);
    const toast = notify.loading(MODULUS_TEXTS.uploading);
    try {
      const edition = await uploadModulusTables({
        name: name.trim(),
        weightsFileName: weights.name,
        weightsText: await weights.text(),
        substitutionsFileName: substitutions.name,
        substitutionsText: await substitutions.text(),
      });
      queryClient.setQueryData(modulusKeys.edition, edition);
      notify.success(MODULUS_TEXTS.uploaded(edition.name), toast);
      setName('');
      setWeights(null);
      setSubstitutions(null);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const e = error.errors;
        setErrors({
          name: e.name?.[0],
          weightsText: e.weightsText?.[0],
          substitutionsText: e.substitutionsText?.[0],
        });
      }
      notify.error(formatRequestError(error), toast);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <Card withBorder p="lg" component="form" onSubmit={handleSubmit} aria-label={MODULUS_TEXTS.uploadTitle}>
      <Stack gap="md">
        <Title order={3} fz="h4">
          {MODULUS_TEXTS.uploadTitle}
        </Title>
        <FileInput
          label={MODULUS_TEXTS.weightsLabel}
          accept=".txt,text/plain"
          value={weights}
          onChange={handleWeights}
          error={errors.weightsText}
          clearable
        />
        <FileInput
          label={MODULUS_TEXTS.substitutionsLabel}
          accept=".txt,text/plain"
          value={substitutions}
          onChange={setSubstitutions}
          error={errors.substitutionsText}
          clearable
        />
        <TextInput
          label={MODULUS_TEXTS.nameLabel}
          placeholder={MODULUS_TEXTS.namePlaceholder}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Button type="submit" loading={isUploading} style={{ alignSelf: 'flex-start' }}>
          {MODULUS_TEXTS.upload}
        </Button>
      </Stack>
    </Card>
  );
}

/** Issue 12, Settings → Bank modulus tables (Administrators): the edition in use and an upload. */
export function ModulusTablesSection() {
  const editionQuery = useModulusEdition();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          {MODULUS_TEXTS.sectionTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {MODULUS_TEXTS.sectionDescription}
        </Text>
      </Stack>
      {editionQuery.isPending && <Loader size="sm" aria-label="Loading" />}
      {editionQuery.isError && (
        <Alert color="red" variant="light">
          {formatRequestError(editionQuery.error)}
        </Alert>
      )}
      {editionQuery.data && <EditionCard edition={editionQuery.data} />}
      <UploadForm />
    </Stack>
  );
}
