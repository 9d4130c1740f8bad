import { useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept up to date
 * as either is resized. A region that scrolls must take the keyboard focus, so keyboard users can
 * scroll it too (WCAG 2.1.1, axe scrollable-region-focusable); one that does not scroll must not be
 * a focus stop. Returns the ref to put on the scrolling element and the answer.
 */
export function useScrollsSideways() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrolls] as const;
}
