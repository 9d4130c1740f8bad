import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { INDIVIDUAL_TYPES, MAIN_INDIVIDUAL, mainIndividualsOf, matterTypeById } from '@probity/domain';
import type { Matter } from '../matters/matters.api';

/**
 * spec 02 §2.1 the main individual(s) of the matter: Estate the Deceased, Will the Testator, Trust
 * every Settlor, Power of Attorney the Donor.
 */
export function MainIndividuals({ matter }: { matter: Matter }) {
  const type = matterTypeById(matter.matterType.matterTypeID);
  if (!type) return null;
  const rule = MAIN_INDIVIDUAL[type.key];
  const typeName = INDIVIDUAL_TYPES[rule.individualTypeID]?.name ?? rule.individualTypeID;
  const people = mainIndividualsOf(type.key, matter.individuals);
  const heading = rule.isAll ? `${typeName}s` : typeName;

  return (
    <Card p="lg" component="section" aria-labelledby="main-individuals-title">
      <Title order={2} fz="lg" mb="sm" id="main-individuals-title">
        {heading}
      </Title>
      {people.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No {typeName.toLowerCase()} added yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {people.map((person) => {
            const name = [person.title, person.firstName, person.surname].filter(Boolean).join(' ');
            return (
              <Group key={person.individualID} gap="sm" wrap="nowrap">
                <Avatar name={person.name} color="initials" radius="xl" size={36} alt="" />
                <div>
                  <Text fw={600} fz="sm">
                    {name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {person.individualType.name}
                    {person.user ? ' · Registered' : ''}
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
