import { ModalsProvider } from '@mantine/modals';
import { TEXTS } from '@probity/domain';
import { useEffect } from 'react';

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

/**
 * Mantine's ModalsProvider, which opens the dialogs that confirm() asks for (spec 01 §9). Its
 * listeners are set in its effects, which run before its next sibling's: Ready then says so.
 */
export function Modals({ onReady }: { onReady: () => void }) {
  return (
    <>
      <ModalsProvider labels={{ confirm: TEXTS.confirmYes, cancel: TEXTS.confirmNo }} />
      <Ready onReady={onReady} />
    </>
  );
}
