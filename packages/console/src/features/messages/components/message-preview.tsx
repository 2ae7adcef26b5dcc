import { LOCALES, type Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { Badge, levelTone, MessageText } from '@portico/elements/ui';
import { textIn } from '../../../lib/text';
import { useT } from '../../../lib/use-t';
import { kindFields, messageText, type ComposeDraft } from '../compose-form';
import './rich-text.css';

const EDGE: Record<string, string> = {
  INFO: 'border-s-portico-primary',
  SERIOUS: 'border-s-portico-danger',
};

/**
 * The message as its recipients will see it, in each locale: its row in the bell's list, the
 * message centre's detail and, for an urgent message, the popup (a system tip: the tip strip).
 * The body goes through the receiving side's own rendering (`MessageText`, its sanitiser).
 */
export function MessagePreview({ draft }: { draft: ComposeDraft }) {
  const t = useT();
  return (
    <section aria-label={t('announce.preview')} className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-slate-800">{t('announce.preview')}</h2>
      {LOCALES.map((locale) => (
        <LocalePreview key={locale} locale={locale} draft={draft} />
      ))}
    </section>
  );
}

function LocalePreview({ locale, draft }: { locale: Locale; draft: ComposeDraft }) {
  const tr = (key: TextKey) => textIn(locale, key);
  const title = draft.title.trim() || tr('announce.preview.untitled');
  const text = messageText(draft);
  const { messageType } = kindFields(draft.kind);
  const level = draft.level;
  const badge = <Badge tone={levelTone(level)}>{tr(`message.level.${level}`)}</Badge>;
  const label = (key: TextKey) => (
    <h3 className="mb-1 text-[11px] font-medium tracking-wide text-slate-500 uppercase">
      {tr(key)}
    </h3>
  );
  return (
    <div
      lang={locale}
      // A sample of what readers of that locale see: never translated, wherever it is shown.
      translate="no"
      data-testid={`preview-${locale}`}
      className="flex flex-col gap-2 rounded-md bg-slate-50 p-2 ring-1 ring-slate-200"
    >
      <p className="text-xs font-semibold text-slate-700">
        {locale === 'zh-CN' ? '中文' : 'English'}
      </p>
      <div>
        {label('announce.preview.bell')}
        <div className="flex items-center gap-2 rounded border border-portico-border bg-white px-2 py-1 text-sm">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-portico-danger" />
          <span className="min-w-0 flex-1 truncate font-medium">{title}</span>
          <span className="text-xs text-slate-500">{tr(`message.type.${messageType}`)}</span>
          {badge}
        </div>
      </div>
      <div>
        {label('announce.preview.centre')}
        <article className="rounded border border-portico-border bg-white p-2">
          <p className="mb-1 font-semibold break-words">{title}</p>
          <MessageText text={text} className="text-sm leading-relaxed" />
        </article>
      </div>
      {draft.kind === 'TIP' && (
        <div>
          {label('announce.preview.tip')}
          <p className="rounded border border-portico-border bg-amber-50 px-2 py-1 text-sm">
            <span className="me-2 font-medium">{tr('notice.systemTip')}</span>
            {title}
          </p>
        </div>
      )}
      {level === 'SERIOUS' && (
        <div>
          {label('announce.preview.popup')}
          <article
            data-testid={`preview-popup-${locale}`}
            className={`rounded-portico border border-s-4 border-portico-border bg-white p-3 shadow ${EDGE[level]}`}
          >
            <header className="mb-1 flex items-start gap-2">
              {badge}
              <p className="min-w-0 flex-1 font-semibold break-words">{title}</p>
            </header>
            <MessageText text={text} className="max-h-32 overflow-auto text-sm" />
            <div className="mt-3 flex justify-end gap-2 text-xs">
              <span className="rounded border border-portico-border px-2 py-1">
                {tr('notice.handleLater')}
              </span>
              <span className="rounded bg-portico-primary px-2 py-1 text-white">
                {tr('notice.iKnow')}
              </span>
            </div>
          </article>
        </div>
      )}
    </div>
  );
}
