import { Group, Text } from '@mantine/core';

/** The Probity shield mark; decorative, the text beside it names the product. */
export function ProbityMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b3a4a" />
      <path d="M32 12 16 18v12c0 11 6.8 19.4 16 22 9.2-2.6 16-11 16-22V18z" fill="#1c8f86" />
      <path d="M26 22h8.5a7 7 0 0 1 0 14H30v8h-4zm4 4v6h4.3a3 3 0 0 0 0-6z" fill="#ffffff" />
    </svg>
  );
}

export function ProbityLogo() {
  return (
    <Group gap={10} wrap="nowrap">
      <ProbityMark size={32} />
      <Text fw={700} fz={20} c="navy.9" lts={0.2}>
        Probity
      </Text>
    </Group>
  );
}
