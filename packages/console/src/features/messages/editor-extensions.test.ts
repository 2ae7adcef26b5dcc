import { MESSAGE_HTML_ATTRIBUTES, MESSAGE_HTML_TAGS } from '@portico/sdk/messaging';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions, isSafeLink } from './editor-extensions';

/** What the receiving side keeps of a message's HTML (the SDK's one allow-list). */
const KEPT = new Set(MESSAGE_HTML_TAGS);
const KEPT_ATTRIBUTES = new Set(MESSAGE_HTML_ATTRIBUTES);

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function written(html: string): string {
  editor = new Editor({ extensions: editorExtensions, content: html });
  return editor.getHTML();
}

function tagsAndAttributes(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  const all = [...root.querySelectorAll('*')];
  return {
    tags: new Set(all.map((e) => e.tagName.toLowerCase())),
    attributes: new Set(all.flatMap((e) => e.getAttributeNames())),
  };
}

describe('the body editor writes only what the receiving side shows (docs/guides/announcements.md "The body")', () => {
  it('keeps paragraphs, marks, lists, quotes, code and links', () => {
    const html = written(
      '<p><strong>PMS</strong> is <em>down</em> <u>tonight</u> <code>22:00</code></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote><p><a href="https://status.example/pms">status</a></p>',
    );
    const { tags, attributes } = tagsAndAttributes(html);
    expect([...tags].every((tag) => KEPT.has(tag))).toBe(true);
    expect([...attributes].every((name) => KEPT_ATTRIBUTES.has(name))).toBe(true);
    expect(tags).toEqual(
      new Set(['p', 'strong', 'em', 'u', 'code', 'ul', 'ol', 'li', 'blockquote', 'a']),
    );
    expect(html).toContain('href="https://status.example/pms"');
  });

  it('turns headings, rules, strike-through, images and scripts into text it keeps, or drops them', () => {
    const html = written(
      '<h1>Big</h1><hr><p><s>old</s> <img src="x" onerror="alert(1)"><span onclick="alert(1)" style="color:red">x</span></p><script>alert(1)</script>',
    );
    const { tags, attributes } = tagsAndAttributes(html);
    expect([...tags].every((tag) => KEPT.has(tag))).toBe(true);
    expect([...attributes]).toEqual([]);
    expect(html).toContain('Big');
    expect(html).not.toContain('alert');
  });

  it('refuses links that could run code', () => {
    const html = written(
      '<p><a href="javascript:alert(1)">x</a> <a href="data:text/html,hi">y</a></p>',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:');
    expect(isSafeLink('https://a.example')).toBe(true);
    expect(isSafeLink('mailto:it@hotel.example')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
  });
});
