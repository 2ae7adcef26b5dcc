import { Button } from '@portico/elements/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../lib/use-t';

/** The element the intro points at (the shell's update-password button). */
export const INTRO_TARGET = '[data-intro="update-password"]';

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The spotlight of the guided intro (product.md §2.8): the page dims except around the
 * update-password entry, and a short text with a 'got it' button sits below it. It is the first
 * step over the forced password modal, so it lives on the body above it and takes its own
 * pointer events (the modal turns them off for the rest of the page); Escape ends it too.
 */
export function PasswordIntro({ onDone }: { onDone: () => void }) {
  const t = useT();
  const titleId = useId();
  const [rect, setRect] = useState<Rect | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const place = () => {
      const target = document.querySelector(INTRO_TARGET);
      const box = target?.getBoundingClientRect();
      setRect(box ? { top: box.top, left: box.left, width: box.width, height: box.height } : null);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);

  useEffect(() => {
    if (rect) button.current?.focus();
  }, [rect]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDone]);

  if (!rect) return null;
  const pad = 6;
  const cardWidth = 288;
  const cardLeft = Math.max(
    12,
    Math.min(rect.left + rect.width / 2 - cardWidth + 28, innerWidth - cardWidth - 12),
  );
  const arrowLeft = rect.left + rect.width / 2 - cardLeft - 6;
  return createPortal(
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="password-intro"
      style={{ pointerEvents: 'auto' }}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none fixed z-[1050] rounded-lg ring-2 ring-white transition-all"
        style={{
          top: rect.top - pad,
          left: rect.left - pad,
          width: rect.width + pad * 2,
          height: rect.height + pad * 2,
          boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.55)',
        }}
      />
      <div
        className="fixed z-[1060] rounded-lg bg-white p-4 text-sm text-slate-700 shadow-2xl ring-1 ring-slate-200"
        style={{ top: rect.top + rect.height + pad + 12, left: cardLeft, width: cardWidth }}
      >
        <span
          aria-hidden="true"
          className="absolute -top-1.5 size-3 rotate-45 bg-white ring-1 ring-slate-200 [clip-path:polygon(0_0,100%_0,0_100%)]"
          style={{ left: arrowLeft }}
        />
        <p id={titleId} className="mb-1 font-semibold text-slate-900">
          {t('shell.intro.title')}
        </p>
        <p className="leading-relaxed">{t('shell.intro.updatePassword')}</p>
        <div className="mt-3 flex justify-end">
          <Button ref={button} variant="primary" onClick={onDone}>
            {t('shell.intro.done')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
