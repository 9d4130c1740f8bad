import {
  ActionIcon,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  CHARITY_SEARCH_MAX,
  CHARITY_TEXTS,
  type CharityDetails,
  type CharitySearchResult,
  suffixLabel,
} from '@probity/domain';
import { IconChevronUp, IconEye, IconSearch } from '@tabler/icons-react';
import { Fragment, useRef, useState } from 'react';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { ACTIONS_COLUMN_NAME } from '../../components/DataTable';
import { CharityFacts } from './CharityFacts';
import { fetchRegisterDetails, searchRegister } from './matter-charities.api';

interface AddCharityModalProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen charity with its register details (spec 03 §2.15 "returns them as the result"). */
  onSelect: (charity: CharityDetails) => void;
  /** While the chosen charity is being added. */
  isAdding?: boolean;
}

type DetailsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; details: CharityDetails };

const keyOf = (r: CharitySearchResult) => `${r.reg_charity_number}/${r.group_subsid_suffix}`;

/**
 * spec 03 §2.15 Add Charity overlay: search the register by name or number (Enter or the search
 * button; ignored while a search runs), pick from "Select a charity" with View details and Select.
 * A failed search empties the list and a failed details call stops loading (03 §8: silent).
 */
export function AddCharityModal({ opened, onClose, onSelect, isAdding = false }: AddCharityModalProps) {
  const isMobile = useIsMobileLayout();
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<CharitySearchResult[] | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const [details, setDetails] = useState<Record<string, DetailsState>>({});
  const [openKey, setOpenKey] = useState<string | null>(null);
  const searching = useRef(false);

  const reset = () => {
    setTerm('');
    setResults(null);
    setDetails({});
    setOpenKey(null);
  };

  const handleSearch = async () => {
    const value = term.trim();
    if (!value || searching.current) return;
    searching.current = true;
    setIsSearching(true);
    setOpenKey(null);
    try {
      setResults(await searchRegister(value));
    } catch {
      setResults([]);
    } finally {
      searching.current = false;
      setIsSearching(false);
    }
  };

  const loadDetails = async (row: CharitySearchResult): Promise<CharityDetails | null> => {
    const key = keyOf(row);
    const known = details[key];
    if (known?.status === 'ready') return known.details;
    setDetails((d) => ({ ...d, [key]: { status: 'loading' } }));
    try {
      const found = await fetchRegisterDetails(row.reg_charity_number, row.group_subsid_suffix);
      setDetails((d) => ({ ...d, [key]: { status: 'ready', details: found } }));
      return found;
    } catch {
      setDetails((d) => ({ ...d, [key]: { status: 'failed' } }));
      return null;
    }
  };

  const handleView = (row: CharitySearchResult) => {
    const key = keyOf(row);
    if (openKey === key) return setOpenKey(null);
    setOpenKey(key);
    void loadDetails(row);
  };

  const handleSelect = async (row: CharitySearchResult) => {
    const found = await loadDetails(row);
    if (found) onSelect(found);
  };

  const renderDetails = (row: CharitySearchResult) => {
    const state = details[keyOf(row)];
    if (!state || state.status === 'loading') {
      return (
        <Center py="md">
          <Loader size="sm" aria-label={CHARITY_TEXTS.loadingCharity} />
        </Center>
      );
    }
    if (state.status === 'failed') {
      return (
        <Text fz="sm" c="dimmed">
          {CHARITY_TEXTS.unavailable}
        </Text>
      );
    }
    return <CharityFacts charity={state.details} />;
  };

  const rowActions = (row: CharitySearchResult) => {
    const isOpen = openKey === keyOf(row);
    return (
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={isOpen ? <IconChevronUp size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          onClick={() => handleView(row)}
          aria-expanded={isOpen}
          aria-label={`${CHARITY_TEXTS.viewDetails} of ${row.charity_name}`}
        >
          {CHARITY_TEXTS.viewDetails}
        </Button>
        <Button
          size="compact-sm"
          onClick={() => void handleSelect(row)}
          disabled={isAdding}
          aria-label={`${CHARITY_TEXTS.select} ${row.charity_name}`}
        >
          {CHARITY_TEXTS.select}
        </Button>
      </Group>
    );
  };

  const renderResults = () => {
    if (isSearching) {
      return (
        <Group gap="sm" justify="center" py="lg">
          <Loader size="sm" />
          <Text fz="sm" c="dimmed">
            {CHARITY_TEXTS.searching}
          </Text>
        </Group>
      );
    }
    if (results === null) return null;
    if (results.length === 0) {
      return (
        <Text fz="sm" c="dimmed" ta="center" py="lg">
          {CHARITY_TEXTS.noResults}
        </Text>
      );
    }
    if (isMobile) {
      return (
        <Stack gap="sm" role="list" aria-label={CHARITY_TEXTS.resultsTitle}>
          {results.map((row) => (
            <Card key={keyOf(row)} withBorder p="sm" role="listitem">
              <Stack gap="xs">
                <Text fw={600} fz="sm">
                  {row.charity_name}
                </Text>
                <Text fz="xs" c="dimmed">
                  Org. no. {row.organisation_number} · Reg. no. {row.reg_charity_number} ·{' '}
                  {suffixLabel(row.group_subsid_suffix)}
                </Text>
                {rowActions(row)}
                {openKey === keyOf(row) && renderDetails(row)}
              </Stack>
            </Card>
          ))}
        </Stack>
      );
    }
    return (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" highlightOnHover aria-label={CHARITY_TEXTS.resultsTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>Org. number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th w={220}>
                <VisuallyHidden>{ACTIONS_COLUMN_NAME}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((row) => (
              <Fragment key={keyOf(row)}>
                <Table.Tr>
                  <Table.Td>{row.organisation_number}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={500}>
                      {row.charity_name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      Reg. no. {row.reg_charity_number} · {suffixLabel(row.group_subsid_suffix)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{rowActions(row)}</Table.Td>
                </Table.Tr>
                {openKey === keyOf(row) && (
                  <Table.Tr>
                    <Table.Td colSpan={3} bg="gray.0" p="md">
                      {renderDetails(row)}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title={CHARITY_TEXTS.addTitle}
      size={880}
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} fz="md" c="navy.9">
            {CHARITY_TEXTS.searchSection}
          </Title>
          <Text fz="sm" c="dimmed">
            {CHARITY_TEXTS.searchText}
          </Text>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void handleSearch();
            }}
          >
            <TextInput
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              placeholder={CHARITY_TEXTS.searchPlaceholder}
              aria-label={CHARITY_TEXTS.searchPlaceholder}
              maxLength={CHARITY_SEARCH_MAX}
              data-autofocus
              rightSection={
                <ActionIcon
                  type="submit"
                  variant="filled"
                  aria-label="Search"
                  loading={isSearching}
                  disabled={!term.trim()}
                >
                  <IconSearch size={16} aria-hidden />
                </ActionIcon>
              }
            />
          </form>
        </Stack>
        {(isSearching || results !== null) && (
          <Stack gap="xs">
            <Title order={3} fz="md" c="navy.9">
              {CHARITY_TEXTS.resultsTitle}
            </Title>
            {renderResults()}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
