import { Avatar, Tooltip } from '@mantine/core';
import { AVATARS_SHOWN } from '@probity/domain';

export interface AvatarPerson {
  id: string;
  name: string;
  profileImage?: string | null;
}

/** spec 01 §9: the first avatars are shown, the rest counted as +N. */
export function splitAvatars<T>(
  people: readonly T[],
  max: number = AVATARS_SHOWN,
): { shown: T[]; hidden: T[] } {
  const limit = Math.max(0, max);
  return { shown: people.slice(0, limit), hidden: people.slice(limit) };
}

/**
 * How far (px) an avatar of the stack lies over the one before. The initials of a small avatar
 * fill its middle, so a larger overlap (Mantine's 'xs' is 10px) cuts their second letter.
 */
const AVATAR_OVERLAP = 4;

export function AvatarStack({
  people,
  max = AVATARS_SHOWN,
  size = 'sm',
}: {
  people: readonly AvatarPerson[];
  max?: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { shown, hidden } = splitAvatars(people, max);
  if (people.length === 0) return null;
  return (
    <Tooltip.Group openDelay={150} closeDelay={50}>
      {/* Each avatar covers the one before by AVATAR_OVERLAP only, so its initials stay whole. */}
      <Avatar.Group spacing={AVATAR_OVERLAP} style={{ position: 'relative', zIndex: 1 }}>
        {shown.map((person) => (
          <Tooltip key={person.id} label={person.name}>
            <Avatar
              src={person.profileImage ?? null}
              name={person.name}
              color="initials"
              size={size}
              radius="xl"
              alt={person.name}
              aria-label={person.name}
              role="img"
            />
          </Tooltip>
        ))}
        {hidden.length > 0 && (
          <Tooltip multiline label={hidden.map((person) => <div key={person.id}>{person.name}</div>)}>
            <Avatar
              size={size}
              radius="xl"
              color="gray"
              role="img"
              aria-label={`${hidden.length} more: ${hidden.map((p) => p.name).join(', ')}`}
            >
              +{hidden.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
