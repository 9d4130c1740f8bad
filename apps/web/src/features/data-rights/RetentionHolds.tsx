import { Button, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { matterSourceFor, useMatterList } from '../../api/matters';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { errorToast } from '../../components/form-errors';
import { formatDateTime } from '../../lib/dates';
import { charityIdOf, useLegacyList } from '../legacies/legacies.api';
import { type RetentionOverview, useLiftHold, useSetHold } from './retention.api';
import { objectLink } from './retention.words';

type Hold = RetentionOverview['holds'][number];

type Target = { matterID: string } | { legacyID: string };

/** The hold form over a list of options: a firm's matters or a charity's legacies. */
function HoldFormBase(props: {
  what: 'Matter' | 'Legacy';
  options: { value: string; label: string }[];
  search: string;
  onSearch: (s: string) => void;
  target: (id: string) => Target;
}) {
  const [objectID, setObjectID] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const setHold = useSetHold();
  const submit = () => {
    setTried(true);
    if (!objectID || !reason.trim()) return;
    setHold.mutate(
      { ...props.target(objectID), reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Legal hold set');
          setObjectID(null);
          setReason('');
          setTried(false);
        },
        onError: (err) => notify.error(errorToast(err)),
      },
    );
  };
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={props.what}
        placeholder="Search by reference"
        searchable
        searchValue={props.search}
        onSearchChange={props.onSearch}
        data={props.options}
        value={objectID}
        onChange={setObjectID}
        error={tried && !objectID ? `Choose a ${props.what.toLowerCase()}` : undefined}
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={tried && !reason.trim() ? 'Give a reason' : undefined}
        maxLength={1000}
        style={{ flex: 1, minWidth: 200 }}
      />
      <Button onClick={submit} loading={setHold.isPending}>
        Put on hold
      </Button>
    </Group>
  );
}

function MatterHoldForm() {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const matters = useMatterList(matterSourceFor(user), {
    page: 1,
    pageSize: 20,
    search,
    orderBy: '',
    statuses: [],
    types: [],
  });
  return (
    <HoldFormBase
      what="Matter"
      search={search}
      onSearch={setSearch}
      options={(matters.data?.items ?? []).map((m) => ({ value: m.matterID, label: m.reference }))}
      target={(matterID) => ({ matterID })}
    />
  );
}

function LegacyHoldForm() {
  const { user, roles } = useSession();
  const [search, setSearch] = useState('');
  const list = useLegacyList(charityIdOf(user, roles), { page: 1, search, orderBy: '', statuses: [] });
  return (
    <HoldFormBase
      what="Legacy"
      search={search}
      onSearch={setSearch}
      options={(list.data?.items ?? []).map((l) => ({ value: l.legacyID, label: l.reference }))}
      target={(legacyID) => ({ legacyID })}
    />
  );
}

function LiftHoldModal({ hold, onClose }: { hold: Hold | null; onClose: () => void }) {
  const lift = useLiftHold();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!hold || !reason.trim()) return;
    lift.mutate(
      { holdID: hold.holdID, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Legal hold lifted');
          close();
        },
        onError: (err) => notify.error(errorToast(err)),
      },
    );
  };
  return (
    <Modal opened={!!hold} onClose={close} title={`Lift the legal hold on ${hold?.reference ?? ''}`}>
      <Stack>
        <Text size="sm">
          The retention clock runs again; the days the hold ran are added to every due date.
        </Text>
        <TextInput
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={tried && !reason.trim() ? 'Give a reason' : undefined}
          maxLength={1000}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={lift.isPending}>
            Lift hold
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Issue 19: the legal holds of a firm's matters or a charity's legacies, and the form to set one. */
export function HoldsCard({ data }: { data: RetentionOverview }) {
  const what = data.kind === 'charity' ? 'Legacy' : 'Matter';
  const [lifting, setLifting] = useState<Hold | null>(null);
  const liftHold = (h: Hold) => setLifting(h);
  const columns: DataTableColumn<Hold>[] = [
    { key: 'matter', header: what, render: (h) => objectLink(h, h.reference) },
    { key: 'reason', header: 'Reason', render: (h) => h.reason },
    {
      key: 'set',
      header: 'Set',
      render: (h) => `${formatDateTime(h.setAt)}${h.setByName ? ` by ${h.setByName}` : ''}`,
    },
    ...(data.canManage
      ? [
          {
            key: 'lift',
            header: '',
            render: (h: Hold) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => liftHold(h)}
                aria-label={`Lift the hold on ${h.reference}`}
              >
                Lift
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card withBorder component="section" aria-labelledby="holds-title">
      <Title order={2} size="h4" id="holds-title" mb="xs">
        Legal holds
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Nothing of a {what.toLowerCase()} under a legal hold is listed or erased.
      </Text>
      <Stack gap="md">
        <DataTable
          columns={columns}
          rows={data.holds}
          getRowKey={(h) => h.holdID}
          caption="Legal holds"
          emptyText={`No ${what.toLowerCase()} is under a legal hold.`}
        />
        {data.canManage && (data.kind === 'charity' ? <LegacyHoldForm /> : <MatterHoldForm />)}
      </Stack>
      <LiftHoldModal hold={lifting} onClose={() => setLifting(null)} />
    </Card>
  );
}
