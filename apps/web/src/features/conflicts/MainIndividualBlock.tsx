import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CONFLICT_TEXTS, INDIVIDUAL_MAX, mainIndividualLabel, matterTypeById } from '@probity/domain';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { todayIso } from '../../components/DatePicker/calendar';
import { DOB_IN_FUTURE } from '../individuals/IndividualFields';
import { ConflictWarning } from './ConflictWarning';
import type { MainIndividualErrors, MainIndividualField, MainIndividualValues } from './main-individual-form';

function tomorrow(): string {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Issue 14: New Matter's optional main individual (Deceased, Donor, Settlor or Testator, by the
 * chosen matter type), with the conflict check run as the user types. Created with the matter.
 */
export function MainIndividualBlock({
  matterTypeID,
  values,
  errors,
  onChange,
}: {
  matterTypeID: string;
  values: MainIndividualValues;
  errors: MainIndividualErrors;
  onChange: (next: MainIndividualValues, field: MainIndividualField) => void;
}) {
  const type = matterTypeById(matterTypeID);
  if (!type) {
    return (
      <Text fz="sm" c="dimmed">
        {CONFLICT_TEXTS.chooseTypeFirst}
      </Text>
    );
  }
  const label = mainIndividualLabel(type.key);
  const set = (field: MainIndividualField, value: string | null) =>
    onChange({ ...values, [field]: value }, field);
  return (
    <Fieldset legend={CONFLICT_TEXTS.mainIndividualLegend(label)} variant="filled" radius="md">
      <Stack gap="sm">
        <Text fz="xs" c="dimmed">
          {CONFLICT_TEXTS.mainIndividualHelp(label)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name"
            value={values.firstName}
            maxLength={INDIVIDUAL_MAX.firstName}
            error={errors.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label="Last name"
            value={values.surname}
            maxLength={INDIVIDUAL_MAX.surname}
            error={errors.surname}
            onChange={(event) => set('surname', event.currentTarget.value)}
            autoComplete="off"
          />
          <DatePicker
            label="Date of birth"
            value={values.dob}
            onChange={(value) => set('dob', value)}
            error={errors.dob}
            disabledRanges={[{ from: tomorrow(), reason: DOB_IN_FUTURE }]}
            defaultView={{ year: 1950, month: 1 }}
          />
          <TextInput
            label="Email"
            type="email"
            value={values.emailAddress}
            maxLength={INDIVIDUAL_MAX.emailAddress}
            error={errors.emailAddress}
            onChange={(event) => set('emailAddress', event.currentTarget.value)}
            autoComplete="off"
          />
        </SimpleGrid>
        <ConflictWarning
          person={{
            firstName: values.firstName,
            lastName: values.surname,
            dateOfBirth: values.dob,
            email: values.emailAddress,
          }}
          excludeMatterID={null}
        />
      </Stack>
    </Fieldset>
  );
}
