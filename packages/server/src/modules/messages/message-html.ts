import {
  isMessageHtml,
  MESSAGE_HTML_ATTRIBUTES,
  MESSAGE_HTML_TAGS,
  MESSAGE_LINK_SCHEMES,
} from '@portico/sdk/messaging';
import { parseFragment } from 'parse5';

/**
 * A published text against the allow-list the receiving side sanitises with (the SDK's
 * message-html.ts): text the elements show as plain text passes; HTML must keep to the allowed
 * tags, attributes and link schemes. Anything else is refused with what is wrong, never silently
 * changed, so the publisher's preview is what recipients see. Parsed with parse5, the HTML
 * standard's parser, so the server reads the markup as the browser will.
 */

const TAGS = new Set(MESSAGE_HTML_TAGS);
const ATTRIBUTES = new Set(MESSAGE_HTML_ATTRIBUTES);
const SCHEMES = new Set(MESSAGE_LINK_SCHEMES);

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** A link's scheme when it has one (relative links have none); browsers drop controls first. */
function schemeOf(href: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers ignore these before the scheme
  const cleaned = href.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match ? `${match[1]}:` : null;
}

/**
 * `plain`: a text the elements show as plain text may keep bracketed words (`<word>`), but not
 * what a browser would read as a tag with attributes (`<img/src=x onerror=…>`, which the HTML
 * detection does not take for markup): a receiver that put the text into a page as HTML would
 * run it.
 */
function problemIn(node: Node, plain: boolean): string | null {
  if (node.tagName) {
    const bareWord = plain && !node.attrs?.length;
    if (!TAGS.has(node.tagName) && !bareWord) return `the tag <${node.tagName}> is not allowed`;
    for (const { name, value } of node.attrs ?? []) {
      if (name.startsWith('on')) return `the event-handler attribute ${name} is not allowed`;
      if (!ATTRIBUTES.has(name)) return `the attribute ${name} on <${node.tagName}> is not allowed`;
      const scheme = name === 'href' ? schemeOf(value) : null;
      if (scheme && !SCHEMES.has(scheme)) return `a ${scheme} link is not allowed`;
    }
  }
  for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) {
    const problem = problemIn(child, plain);
    if (problem) return problem;
  }
  return null;
}

/** What is wrong with a message text's HTML, or null when it may be published as it is. */
export function messageHtmlProblem(text: string): string | null {
  // Most texts have no markup at all: nothing to parse.
  if (!text.includes('<')) return null;
  return problemIn(parseFragment(text) as Node, !isMessageHtml(text));
}
