import StarterKit from '@tiptap/starter-kit';

/** Links a message may carry: web pages and mail, nothing a click could run. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/**
 * The editor's schema, kept to what the receiving side's sanitiser lets through (paragraphs,
 * line breaks, bold, italic, underline, inline code and code blocks, quotes, lists, links):
 * headings, rules and strike-through are left out, so what is written is what the bell, the
 * centre and the popups show. Links carry no target or rel: the receiving side adds its own.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => SAFE_LINK.test(url),
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

/** Whether a link the user typed may go into the body. */
export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}
