import { isLocale } from '@portico/sdk';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { portico } from '../../../lib/portico';
import { text } from '../../../lib/text';
import { useSystemConfig } from '../api/get-startup-config';
import { checkMenuAddress } from '../menus/menu-action';

export type FrameAddress =
  /** The allow-list is still being read. */
  { state: 'waiting' } | { state: 'none'; refused: boolean } | { state: 'ok'; url: string };

/**
 * The `url` query of the frame routes (product.md §2.5 /iframe: identity, language, url): it must
 * pass the outside-link allow-list, otherwise 'illegal external link' is shown and the url is
 * dropped from the address (product.md §2.8). A `language` query sets the page's language.
 */
export function useFrameAddress(): FrameAddress {
  const [params, setParams] = useSearchParams();
  const raw = params.get('url');
  const language = params.get('language');
  const { config, ready } = useSystemConfig();
  const check = raw && ready ? checkMenuAddress(raw, config.outsideLinks, location.origin) : null;
  const refusedUrl = check && !check.ok ? raw : null;
  const [refused, setRefused] = useState(false);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!refusedUrl || reported.current === refusedUrl) return;
    reported.current = refusedUrl;
    notify(text('error.illegalExternalLink'), 'error');
    setRefused(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('url');
        return next;
      },
      { replace: true },
    );
  }, [refusedUrl, setParams]);

  useEffect(() => {
    // The tab opened through /iframe shows the language of the tab that opened it.
    if (isLocale(language) && language !== portico.i18n.locale.peek()) {
      portico.i18n.setLocale(language);
    }
  }, [language]);

  if (raw && !ready) return { state: 'waiting' };
  if (check?.ok) return { state: 'ok', url: check.url };
  return { state: 'none', refused: refused || refusedUrl !== null };
}
