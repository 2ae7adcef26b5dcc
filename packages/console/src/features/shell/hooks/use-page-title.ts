import { useEffect } from 'react';

/**
 * Sets the document title while the shell shows (product.md §2.4 "Page title is the app name
 * plus the menu title"), and gives back the one it found when the shell goes.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
