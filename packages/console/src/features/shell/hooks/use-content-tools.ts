import { useCallback, useEffect, useState, type RefObject } from 'react';
import { withLanguage } from '@portico/sdk/internal';
import { notify } from '../../../lib/notify';
import { portico } from '../../../lib/portico';
import { text } from '../../../lib/text';

/** Refresh, copy page link and full screen of the top user bar (product.md §2.8). */
export function useContentTools(content: RefObject<HTMLElement | null>) {
  const [refreshKey, setRefreshKey] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  // Refresh reloads the page in the content area (and its frame), not the whole shell.
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  const copyLink = useCallback(async () => {
    const link = withLanguage(location.href, portico.i18n.locale.peek());
    try {
      await navigator.clipboard.writeText(link);
      notify(text('shell.linkCopied'), 'success');
    } catch {
      notify(text('error.copyFailed'), 'error');
    }
  }, []);

  // Full screen shows the content area alone; Escape (or the button) leaves it.
  const toggleFullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void content.current?.requestFullscreen().catch(() => undefined);
  }, [content]);

  return {
    refreshKey,
    refresh,
    copyLink: () => void copyLink(),
    fullScreen,
    toggleFullScreen,
  };
}
