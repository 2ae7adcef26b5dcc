/**
 * The HTML a message text may carry, declared once: the elements sanitise what they show with it
 * (DOMPurify) and the server refuses a published text that steps outside it, so an editor that
 * produces only these tags and attributes publishes exactly what every recipient sees.
 */

/** Only inline formatting, lists, tables and links; never scripts, styles, images or forms. */
export const MESSAGE_HTML_TAGS: readonly string[] = [
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

/** The attributes those tags may have; event handlers (`on…`), `style` and `class` are not. */
export const MESSAGE_HTML_ATTRIBUTES: readonly string[] = ['href', 'title', 'colspan', 'rowspan'];

/** Link schemes a message's `href` may use (a relative link has none). */
export const MESSAGE_LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * Text is taken as HTML only when it has a real tag (allowed or dangerous); a plain text such
 * as 'a <b> c' with an unknown `<word>` stays text and keeps its brackets.
 */
const HTML_TAG = new RegExp(
  `</?(?:${[...MESSAGE_HTML_TAGS, 'div', 'img', 'script', 'style', 'iframe', 'svg', 'h[1-6]'].join('|')})(?:\\s[^>]*)?/?>`,
  'i',
);

/** Whether a message text is treated as (sanitised) HTML rather than as plain text. */
export function isMessageHtml(text: string): boolean {
  return HTML_TAG.test(text);
}
