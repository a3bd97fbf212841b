/** The words of Forkcast's e-mails, plain and HTML, written for people. */
import { CODE_TTL_MINUTES } from '../codes/one-time-codes.ts';

export interface Letter {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f1eb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b211c">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#d9480f">Forkcast</p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#6b5e57">Forkcast · Think Less, Eat More</p>
</div></body></html>`;
}

/** A one-time code mail: the code is large, and the mail says what it is for and how long it is valid. */
export function codeLetter(options: { name: string; code: string; purpose: 'signup' | 'order'; orderId?: number }): Letter {
  const { name, code, purpose, orderId } = options;
  const what =
    purpose === 'signup'
      ? 'confirm your e-mail address and finish creating your Forkcast account'
      : `confirm your order #${orderId ?? ''}`;
  const ignore =
    purpose === 'signup'
      ? "If you didn't sign up for Forkcast, you can ignore this e-mail; no account will be activated."
      : "If you didn't place this order, you can ignore this e-mail; the order will not be prepared.";
  const subject = purpose === 'signup' ? 'Your Forkcast verification code' : `Confirm your Forkcast order #${orderId ?? ''}`;
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  const text = [
    `Hi ${name},`,
    '',
    `Use this code to ${what}:`,
    '',
    `    ${code}`,
    '',
    `It is valid for ${CODE_TTL_MINUTES} minutes and works once. Never share it with anyone: Forkcast staff will never ask for it.`,
    '',
    ignore,
  ].join('\n');
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">Use this code to ${escapeHtml(what)}:</p>
<p style="margin:0 0 16px;font-size:40px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace" aria-label="${code.split('').join(' ')}">${spaced}</p>
<p style="margin:0 0 16px">It is valid for <strong>${CODE_TTL_MINUTES} minutes</strong> and works once. Never share it with anyone: Forkcast staff will never ask for it.</p>
<p style="margin:0;color:#6b5e57">${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}
