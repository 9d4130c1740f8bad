import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * spec 01 §2 "Navigating to the same URL reloads the route" (and 03 §2.3 for the legacy area):
 * a navigation that lands on the address already shown (a link to the current page) refetches
 * what the page shows. A change of query string (filters, paging) is a different address and
 * does not; the page's own state is kept either way.
 */
export function useReloadOnSameUrl() {
  const { key, pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef<{ key: string; url: string } | null>(null);
  useEffect(() => {
    const url = `${pathname.replace(/\/+$/, '')}${search}`;
    const last = previous.current;
    previous.current = { key, url };
    if (last && last.key !== key && last.url === url) void queryClient.invalidateQueries();
  }, [key, pathname, search, queryClient]);
}
