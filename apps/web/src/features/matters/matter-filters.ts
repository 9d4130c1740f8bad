import { MATTER_TYPES } from '@probity/domain';
import type { HeaderFilter } from '../../components/PageHeader';

export const STATUS_PARAM = 'status';
export const TYPE_PARAM = 'type';

/** Every status of every matter type, once, in the order of the fullest list (Estate). */
const STATUS_OPTIONS = (() => {
  const options = new Map<string, string>();
  const types = [...MATTER_TYPES].sort((a, b) => b.statuses.length - a.statuses.length);
  for (const type of types) for (const status of type.statuses) options.set(status.key, status.name);
  return Array.from(options, ([value, label]) => ({ value, label }));
})();

const TYPE_OPTIONS = MATTER_TYPES.map((type) => ({ value: type.humanId, label: type.name }));

/** spec 01 §2 "Matter list": filters By Status and By Type. */
export const MATTER_FILTERS: readonly HeaderFilter[] = [
  { key: STATUS_PARAM, label: 'By Status', options: STATUS_OPTIONS, isMultiple: true },
  { key: TYPE_PARAM, label: 'By Type', options: TYPE_OPTIONS },
];

const STATUS_COLOURS: Record<string, string> = {
  'pre-engagement': 'gray',
  active: 'teal',
  'pre-grant': 'cyan',
  'post-grant': 'blue',
  distribution: 'indigo',
  complete: 'green',
  archived: 'dark',
  rejected: 'red',
};

export function statusColour(statusName: string): string {
  const key = statusName.toLowerCase().replace(/\s+/g, '-');
  return STATUS_COLOURS[key] ?? STATUS_COLOURS[key === 'archive' ? 'archived' : key] ?? 'gray';
}
