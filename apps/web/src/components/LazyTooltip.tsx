import type { FloatingPosition } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { TOOLTIP_OPEN_DELAY_MS } from '../app/theme';

const LazyTooltipFloating = lazy(async () => ({
  default: (await import('./LazyTooltipFloating')).LazyTooltipFloating,
}));

type PointerHandler = (event: PointerEvent<HTMLElement>) => void;
type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: PointerHandler;
  onPointerLeave?: PointerHandler;
};

/**
 * Issue 16: a tooltip whose code (Mantine's Tooltip and floating-ui, 16 kB) loads when a mouse
 * first rests on its target, so the shell and the dashboard do without it until then. It behaves as
 * Mantine's tooltip did with the theme's settings: shown on mouse hover after TOOLTIP_OPEN_DELAY_MS,
 * not on touch and not on focus (the targets carry their own names), hidden on leaving or Escape.
 */
export function LazyTooltip({
  label,
  position,
  children,
}: {
  label: ReactNode;
  position?: FloatingPosition;
  children: ReactElement<TargetProps>;
}) {
  const targetRef = useRef<HTMLElement>(null);
  const ref = useMergedRef(targetRef, children.props.ref);
  const [isWanted, setIsWanted] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen]);

  const target = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      setIsWanted(true);
      cancel();
      timer.current = setTimeout(() => setIsOpen(true), TOOLTIP_OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      cancel();
      setIsOpen(false);
    },
  });
  return (
    <>
      {target}
      {isWanted && (
        <Suspense fallback={null}>
          <LazyTooltipFloating target={targetRef} label={label} position={position} opened={isOpen} />
        </Suspense>
      )}
    </>
  );
}
