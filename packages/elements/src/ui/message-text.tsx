import DOMPurify from 'dompurify';
import { part } from '../appearance/parts';

/** Only inline formatting, lists, tables and links; never scripts, styles, images or forms. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  'span',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so our hook never touches a host page's global one. */
function purify(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Text is taken as HTML only when it has a real tag (allowed or dangerous); a plain text such
 * as 'a <b> c' with an unknown `<word>` stays text and keeps its brackets.
 */
const HTML_TAG = new RegExp(
  `</?(?:${[...ALLOWED_TAGS, 'div', 'img', 'script', 'style', 'iframe', 'svg', 'h[1-6]'].join('|')})(?:\\s[^>]*)?/?>`,
  'i',
);

/** Whether a message text is treated as (sanitised) HTML rather than text. */
export function isMessageHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

/** Sanitised HTML of a message text (DESIGN.md "Security model"); exported for tests. */
export function sanitizeMessageHtml(text: string): string {
  return purify().sanitize(text, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/**
 * A message text: plain text as text (line breaks kept); text that carries markup only
 * through DOMPurify with a short allow-list.
 */
export function MessageText({ text, className = '' }: { text: string; className?: string }) {
  if (!isMessageHtml(text)) {
    return (
      <div part={part('message-text')} className={`break-words whitespace-pre-wrap ${className}`}>
        {text}
      </div>
    );
  }
  return (
    <div
      part={part('message-text')}
      className={`portico-rich break-words ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(text) }}
    />
  );
}
