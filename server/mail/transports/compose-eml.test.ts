import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { senderAddress } from '../mailer.ts';
import { codeLetter } from '../templates.ts';
import { composeEml } from './compose-eml.ts';

const date = new Date('2026-11-21T18:30:00Z');
/** A short plain mail, with whatever a test is about changed. */
const compose = (change: Partial<Parameters<typeof composeEml>[0]>) =>
  composeEml({
    from: 'Forkcast <no-reply@forkcast.local>',
    to: 'a@example.com',
    subject: 'Hi',
    text: 'Hi',
    html: '<p>Hi</p>',
    date,
    ...change,
  });

describe('composeEml', () => {
  it("names the restaurant as the sender, at MAIL_FROM's address however it was written", async () => {
    for (const mailFrom of ['Forkcast <orders@biryani.pk>', 'orders@biryani.pk']) {
      const parsed = await PostalMime.parse(compose({ from: senderAddress('Karachi "Biryani" Hoüse', mailFrom) }));
      expect(parsed.from).toEqual({ name: 'Karachi "Biryani" Hoüse', address: 'orders@biryani.pk' });
    }
  });

  it('writes a message a mail reader parses back to the same sender, subject, text and HTML', async () => {
    const letter = codeLetter({
      sender: { name: 'Forkcast Café', brandColour: '#c2381c' },
      name: 'Zoë "Z" Ærø',
      code: '482913',
      purpose: 'order',
      orderId: 42,
    });
    const eml = composeEml({
      from: 'Forkcast Café <no-reply@forkcast.local>',
      to: 'zoe@example.com',
      subject: 'Ünïcode — order 42',
      text: letter.text,
      html: letter.html,
      date,
    });

    const parsed = await PostalMime.parse(eml);
    expect(parsed.from).toEqual({ name: 'Forkcast Café', address: 'no-reply@forkcast.local' });
    expect(parsed.to).toEqual([{ name: '', address: 'zoe@example.com' }]);
    expect(parsed.subject).toBe('Ünïcode — order 42');
    expect(new Date(parsed.date!).getTime()).toBe(date.getTime());
    expect(parsed.messageId).toMatch(/^<[0-9a-f]{32}@forkcast\.local>$/);
    expect(parsed.text?.replace(/\r\n/g, '\n').trimEnd()).toBe(letter.text.trimEnd());
    expect(parsed.html?.replace(/\r\n/g, '\n').trimEnd()).toBe(letter.html.trimEnd());
  });

  it('keeps every line within the 78 characters RFC 5322 asks for, with CRLF line ends only', () => {
    const eml = compose({
      subject: `A subject that goes on ${'and on '.repeat(20)}`,
      text: `${'word '.repeat(60)}\n${'x'.repeat(200)}`,
      html: `<p>${'<b>bold</b> '.repeat(40)}</p>`,
    });
    const lines = eml.split('\r\n');
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(78);
  });

  it('keeps a line break in the subject from starting a header of its own', async () => {
    const eml = compose({ subject: 'About your order\r\nBcc: everyone@example.com' });
    expect(eml).not.toMatch(/^Bcc:/m);
    expect((await PostalMime.parse(eml)).subject).toBe('About your order Bcc: everyone@example.com');
  });

  it('quotes a display name with special characters and refuses a sender that is not an address', async () => {
    const eml = compose({ from: '"Forkcast, the kitchen" <kitchen@forkcast.local>' });
    expect(eml).toMatch(/^From: "Forkcast, the kitchen" <kitchen@forkcast\.local>\r$/m);
    expect((await PostalMime.parse(eml)).from?.name).toBe('Forkcast, the kitchen');

    expect(() => compose({ from: 'nobody' })).toThrow(/not an e-mail address/);
  });
});
