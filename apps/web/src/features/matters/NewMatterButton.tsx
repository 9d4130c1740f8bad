import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { loadAllStyles } from '../../app/styles/lazy-styles';

const loadModal = () => Promise.all([import('./NewMatterModal'), loadAllStyles()]);
// Issue 16: the form (react-hook-form, the zod contracts, Select and Radio) loads when first wanted,
// not with the dashboard; pointing at the button or focusing it starts the download.
const NewMatterModal = lazy(async () => ({ default: (await loadModal())[0].NewMatterModal }));

/** The New Matter button with its modal, for the roles that may create (the caller decides; spec 01 §6). */
export function NewMatterButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        New Matter
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <NewMatterModal opened={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
