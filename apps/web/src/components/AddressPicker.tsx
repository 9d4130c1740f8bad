import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type Address, VALIDATION } from '@probity/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, api } from '../api/client';

export function addressLabel(a: Address): string {
  return [a.addressLine1, a.addressLine2, a.addressLine3, a.cityTown, a.postCode].filter(Boolean).join(', ');
}

/**
 * spec 01 §2 company Details: an address picker that can fill the address fields. Looks the
 * postcode up with GET /api/Address/{postcode} and hands the chosen address to onPick.
 */
export function AddressPicker({
  onPick,
  organisationID,
  isDisabled = false,
}: {
  onPick: (a: Address) => void;
  /** The company whose form is filled: a company in test mode is answered from the sandbox sample. */
  organisationID?: string;
  isDisabled?: boolean;
}) {
  const [postcode, setPostcode] = useState('');
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleFind = async () => {
    const value = postcode.trim();
    if (!value) {
      setError('Enter a postcode to look up.');
      return;
    }
    setIsLoading(true);
    setError(null);
    try {
      const found = await api.get<Address[]>(
        `/api/Address/${encodeURIComponent(value)}`,
        organisationID ? { organisationID } : undefined,
      );
      setAddresses(found);
      if (found.length === 0) setError('No addresses found for this postcode.');
    } catch (caught) {
      setAddresses(null);
      setError(
        caught instanceof ApiError && caught.status === 400
          ? `${VALIDATION.invalidFormat}: enter a UK postcode.`
          : 'The address lookup is not available. Please enter the address by hand.',
      );
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Look up by postcode"
          placeholder="e.g. SW1A 1AA"
          value={postcode}
          maxLength={20}
          disabled={isDisabled}
          onChange={(event) => setPostcode(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter looks up rather than submitting the surrounding form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void handleFind();
            }
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="light"
          leftSection={<IconSearch size={16} aria-hidden />}
          loading={isLoading}
          disabled={isDisabled}
          onClick={() => void handleFind()}
        >
          Find address
        </Button>
      </Group>
      {addresses && addresses.length > 0 && (
        <Select
          label="Choose the address"
          placeholder={`${addresses.length} address${addresses.length === 1 ? '' : 'es'} found`}
          data={addresses.map((a, i) => ({ value: String(i), label: addressLabel(a) }))}
          onChange={(value) => {
            const picked = value === null ? undefined : addresses[Number(value)];
            if (picked) onPick(picked);
          }}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {error && (
        <Text fz="sm" c="dimmed" role="status">
          {error}
        </Text>
      )}
    </Stack>
  );
}
