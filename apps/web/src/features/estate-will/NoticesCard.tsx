import { Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { PROBATE_TEXTS } from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { type EstateKeyDates, useSaveNotices } from './estate-will.api';

const FIELDS = ['gazetteNoticeOn', 'localPaperNoticeOn'] as const;

/** Issue 17: the dates of the Trustee Act 1925 s.27 notices (either may be none yet). */
export function NoticesCard({
  matterID,
  notices,
  canChange,
}: {
  matterID: string;
  notices: EstateKeyDates['notices'];
  canChange: boolean;
}) {
  const save = useSaveNotices(matterID);
  const [values, setValues] = useState(notices);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  useEffect(() => setValues(notices), [notices]);

  async function handleSave() {
    try {
      await save.mutateAsync(values);
      setErrors(new Map());
      notify.success(PROBATE_TEXTS.noticesSaved);
    } catch (error) {
      notify.error(errorToast(error));
      setErrors(fieldErrorsOf(error, FIELDS));
    }
  }

  return (
    <Card p="lg" component="section" aria-labelledby="notices-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="notices-title">
          {PROBATE_TEXTS.notices}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <DatePicker
              key={field}
              label={PROBATE_TEXTS[field]}
              value={values[field]}
              onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
              error={errors.get(field)}
              disabled={!canChange}
            />
          ))}
        </SimpleGrid>
        {canChange && (
          <Group justify="flex-end">
            <Button onClick={() => void handleSave()} loading={save.isPending}>
              {PROBATE_TEXTS.saveNotices}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
