import DOMPurify from 'dompurify';
import {
  isMessageHtml,
  MESSAGE_HTML_ATTRIBUTES,
  MESSAGE_HTML_TAGS,
  MESSAGE_LINK_SCHEMES,
} from '@portico/sdk/messaging';
import { part } from '../appearance/parts';

// The allow-list is the SDK's, the one the server checks published texts against.
const ALLOWED_TAGS = [...MESSAGE_HTML_TAGS];
const ALLOWED_ATTR = [...MESSAGE_HTML_ATTRIBUTES];
const SCHEMES = MESSAGE_LINK_SCHEMES.map((s) => s.slice(0, -1)).join('|');
/** The allow-list's schemes, or a relative link (DOMPurify's own form of the rule). */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${SCHEMES}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);
/** Links that open an app of their own (mail, phone) replace no page, so they get no target. */
const IN_PLACE = /^(?:mailto|tel):/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so our hook never touches a host page's global one. */
function purify(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        if (IN_PLACE.test(node.getAttribute('href') ?? '')) node.removeAttribute('target');
        else node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

export { isMessageHtml };

/** Sanitised HTML of a message text (DESIGN.md "Security model"); exported for tests. */
export function sanitizeMessageHtml(text: string): string {
  return purify().sanitize(text, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
  });
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
