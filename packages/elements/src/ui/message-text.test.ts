import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './message-text';

// Links of a message body (README "Messages"): the allow-list's schemes only; a web link opens a
// new tab without the opener, a mail or phone link opens its own app and takes no target.
describe('links in a message body', () => {
  it('opens web links in a new tab, without the opener or the referrer', () => {
    expect(sanitizeMessageHtml('<p><a href="https://status.example/pms">s</a></p>')).toBe(
      '<p><a href="https://status.example/pms" target="_blank" rel="noopener noreferrer">s</a></p>',
    );
  });

  it('gives mail and phone links no target, and drops schemes outside the allow-list', () => {
    expect(sanitizeMessageHtml('<a href="mailto:it@harbour.example" target="_top">m</a>')).toBe(
      '<a href="mailto:it@harbour.example" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeMessageHtml('<a href="tel:+861234">t</a>')).toBe(
      '<a href="tel:+861234" rel="noopener noreferrer">t</a>',
    );
    expect(sanitizeMessageHtml('<a href="ftp://files.example/x">f</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">f</a>',
    );
    expect(sanitizeMessageHtml('<a href="/apps">r</a>')).toBe(
      '<a href="/apps" target="_blank" rel="noopener noreferrer">r</a>',
    );
  });
});
