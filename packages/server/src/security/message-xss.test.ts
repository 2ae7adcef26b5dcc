import DOMPurify from 'dompurify';
import { parseFragment, serialize } from 'parse5';
import { isMessageHtml, MESSAGE_HTML_ATTRIBUTES, MESSAGE_HTML_TAGS } from '@portico/sdk/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { messageHtmlProblem } from '../modules/messages/message-html';
import { calls } from '../test/messages-test-kit';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';

/*
 * Announcements' text against an XSS corpus (README "Messages": the HTML allow-list): the OWASP
 * filter-evasion forms, mutation XSS through serialisation differences, scheme tricks. Each
 * published text must be refused (40001, nothing published) or come out inert where it is shown:
 * plain text as text, or HTML that the elements' DOMPurify pass (the same allow-list) leaves with
 * no script, handler, foreign tag or unsafe link, and that a second pass does not change (no
 * mutation between sanitising and showing).
 */

const CORPUS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=javascript:alert(1)>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  '<img src=x onerror=alert(1)>',
  '<img/src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)//',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<p><!--</p><img src=x onerror=alert(1)>--></p>',
  '<p>a</p><!--><img src=x onerror=alert(1)>-->',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="x" onmouseover="alert(1)">x</a>',
  '<a href="x" ONCLICK="alert(1)">x</a>',
  '<p/onclick=alert(1)>x</p>',
  '<p onclick\n=alert(1)>x</p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p srcdoc="<script>alert(1)</script>">x</p>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<p formaction="javascript:alert(1)">x</p>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<style>@import "javascript:alert(1)";</style>',
  '<span style="background:url(javascript:alert(1))">x</span>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  '<template><img src=x onerror=alert(1)></template>',
  '<table><tr><td><p>x</td><img src=x onerror=alert(1)></table>',
  '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
  '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  '<a href="https://ok.example" xlink:href="javascript:alert(1)">x</a>',
  '<a href="//xss.example/">x</a>',
  '<a id="x" name="cookie">clobber</a>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="https://xss.example/x">',
  '<b>x</b><listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
  '<b>bold</b> <svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
];

// A DOM of the test's own (jsdom, which ships no types): DOMPurify sanitises in it as in a browser.
const { JSDOM } = (await import('jsdom' as string)) as {
  JSDOM: new (html: string) => { window: unknown };
};
const purifier = DOMPurify(new JSDOM('').window as Parameters<typeof DOMPurify>[0]);
/** The elements' own pass (elements/src/ui/message-text.tsx): the same allow-list. */
const sanitize = (html: string) =>
  purifier.sanitize(html, {
    ALLOWED_TAGS: [...MESSAGE_HTML_TAGS],
    ALLOWED_ATTR: [...MESSAGE_HTML_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  });

let t: TestApp;
let publisher: ReturnType<typeof calls>;
beforeAll(async () => {
  t = await createTestApp();
  publisher = calls(t.app, (await loginAs(t.app, 'G001', 'groupadmin')).jwtToken);
});
afterAll(async () => {
  await t?.close();
});

describe('the announcement allow-list against an XSS corpus (POST …/backstage/messages)', () => {
  it.each(CORPUS)('%s is refused or inert', async (text) => {
    const before = await t.db.$count(messages);
    const answer = await publisher.publish({
      messageTitle: 'Notice',
      messageType: 'NOTICE',
      audience: { units: ['H001'] },
      messageText: text,
    });
    if (answer.result !== 0) {
      expect(answer.result).toBe(40001);
      expect(await t.db.$count(messages)).toBe(before);
      return;
    }
    // Published: shown either as plain text, or as HTML through the elements' sanitiser.
    if (!isMessageHtml(text)) return;
    const shown = sanitize(text);
    // What is shown keeps to the server's own rules: the two sides agree.
    expect(messageHtmlProblem(shown), shown).toBeNull();
    // No mutation between sanitising and showing: a second parse or pass changes nothing.
    expect(serialize(parseFragment(shown))).toBe(shown);
    expect(sanitize(shown)).toBe(shown);
  });

  it.each([
    '<img/src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<p/onclick=alert(1)>x</p>',
    '<details open ontoggle=alert(1)>',
    '<input autofocus onfocus=alert(1)>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<video><source onerror="alert(1)"></video>',
  ])(
    'a text the elements would show as plain text but a browser reads as a tag with attributes is refused: %s',
    async (text) => {
      const answer = await publisher.publish({
        messageTitle: 'Notice',
        messageType: 'NOTICE',
        audience: { units: ['H001'] },
        messageText: text,
      });
      expect(answer.result).toBe(40001);
      expect(answer.msg).toContain('is not allowed');
    },
  );

  it('a bracketed word is still plain text', async () => {
    const word = await publisher.publish({
      messageTitle: 'Notice',
      messageType: 'NOTICE',
      audience: { units: ['H001'] },
      messageText: 'Press <Enter> to confirm, 1 < 2',
    });
    expect(word.result).toBe(0);
  });
});
