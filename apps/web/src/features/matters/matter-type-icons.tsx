import {
  IconBriefcase,
  IconBuildingEstate,
  IconScript,
  IconShieldLock,
  IconSignature,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

/** The icon of each of the four matter types (spec 02 §3: each type has an icon), by its icon key. */
const MATTER_TYPE_ICONS: Record<string, Icon> = {
  estate: IconBuildingEstate,
  'power-of-attorney': IconSignature,
  trust: IconShieldLock,
  will: IconScript,
};

export function matterTypeIcon(icon: string): Icon {
  return MATTER_TYPE_ICONS[icon] ?? IconBriefcase;
}
