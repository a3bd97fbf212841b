/**
 * The words of the restaurant's e-mails, plain and HTML, written for people: in its name and colour, with Forkcast
 * named only in the "Powered by" line.
 */
import { formatPrice } from '../../shared/money.ts';
import { optionsText, type ChosenOption } from '../../shared/options.ts';
import { PRODUCT_NAME, type RestaurantProfile } from '../../shared/restaurant-profile.ts';
import { CODE_TTL_MINUTES } from '../codes/one-time-codes.ts';

/** Who a letter comes from: the restaurant's name heads it and its colour draws its links. */
export type Sender = Pick<RestaurantProfile, 'name' | 'brandColour'>;

export interface Letter {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Links are written in this stand-in, which the layout turns into the restaurant's colour. */
const LINK_COLOUR = '#d9480f';

function layout(sender: Sender, title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f1eb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b211c">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${sender.brandColour}">${escapeHtml(sender.name)}</p>
${bodyHtml.replaceAll(LINK_COLOUR, sender.brandColour)}
<p style="margin:32px 0 0;font-size:12px;color:#6b5e57">Powered by ${PRODUCT_NAME}</p>
</div></body></html>`;
}

/** What each kind of code is for, and what to do when it was not asked for. */
const CODE_PURPOSES = {
  signup: {
    subject: (name: string) => `Your ${name} verification code`,
    what: (name: string) => `confirm your e-mail address and finish creating your ${name} account`,
    ignore: (name: string) =>
      `If you didn't sign up for ${name}, you can ignore this e-mail; no account will be activated.`,
  },
  // Someone signed up again before the address was verified: it may not have been the owner (docs/decisions/0016).
  'signup-repeated': {
    subject: (name: string) => `Your ${name} verification code`,
    what: (name: string) =>
      `confirm your e-mail address and finish creating your ${name} account. Someone asked to create an account ` +
      'with this address more than once, so you will choose your password when you enter the code',
    ignore: (name: string) =>
      `If you didn't sign up for ${name}, you can ignore this e-mail: nobody can use an account with this address ` +
      'without this code.',
  },
  'password-reset': {
    subject: (name: string) => `Your ${name} password reset code`,
    what: (name: string) => `choose a new password for your ${name} account`,
    ignore: () => "If you didn't ask to reset your password, you can ignore this e-mail: your password stays as it is.",
  },
  order: {
    subject: (name: string, orderId?: number) => `Confirm your ${name} order #${orderId ?? ''}`,
    what: (_name: string, orderId?: number) => `confirm your order #${orderId ?? ''}`,
    ignore: () => "If you didn't place this order, you can ignore this e-mail; the order will not be prepared.",
  },
} as const;
export type CodePurpose = keyof typeof CODE_PURPOSES;

/** An order as its confirmation mail lists it: every line with its choices, note and price, and the total. */
export interface OrderSummary {
  lines: { quantity: number; name: string; options: readonly ChosenOption[]; note: string | null; amount: number }[];
  /** The delivery fee, included in the total; 0 shows no fee line. */
  deliveryFee: number;
  total: number;
  deliveryNote: string | null;
}

/** The order's lines in the mail: what the customer is about to confirm, as the kitchen will read it. */
function summaryParts(order: OrderSummary): { text: string[]; html: string } {
  const lineText = order.lines.flatMap((line) => [
    `  ${line.quantity} × ${line.name}${line.options.length ? ` (${optionsText(line.options)})` : ''}: ${formatPrice(line.amount)}`,
    ...(line.note ? [`      Note: ${line.note}`] : []),
  ]);
  const text = [
    'Your order:',
    ...lineText,
    ...(order.deliveryFee > 0 ? [`  Delivery: ${formatPrice(order.deliveryFee)}`] : []),
    `  Total: ${formatPrice(order.total)}`,
    ...(order.deliveryNote ? [`  For the rider: ${order.deliveryNote}`] : []),
    '',
  ];
  const rows = order.lines
    .map(
      (line) => `<tr><td style="padding:4px 8px 4px 0;vertical-align:top">${line.quantity} ×</td>
<td style="padding:4px 0;vertical-align:top">${escapeHtml(line.name)}${
        line.options.length ? `<br><span style="color:#6b5e57">${escapeHtml(optionsText(line.options))}</span>` : ''
      }${line.note ? `<br><strong>Note: ${escapeHtml(line.note)}</strong>` : ''}</td>
<td style="padding:4px 0 4px 8px;text-align:right;vertical-align:top">${formatPrice(line.amount)}</td></tr>`,
    )
    .join('\n');
  const html = `<table style="width:100%;border-collapse:collapse;margin:0 0 16px" aria-label="Your order">
${rows}${
    order.deliveryFee > 0
      ? `\n<tr><td></td><td style="padding:4px 0">Delivery</td><td style="padding:4px 0 4px 8px;text-align:right">${formatPrice(order.deliveryFee)}</td></tr>`
      : ''
  }
<tr><td></td><td style="padding:8px 0 0;font-weight:700">Total</td><td style="padding:8px 0 0 8px;text-align:right;font-weight:700">${formatPrice(order.total)}</td></tr>
</table>${order.deliveryNote ? `\n<p style="margin:0 0 16px">For the rider: ${escapeHtml(order.deliveryNote)}</p>` : ''}`;
  return { text, html };
}

/** The mail's button: a link drawn as one, in the restaurant's colour (white text on it stays readable, 4.5:1). */
function buttonHtml(label: string, url: string): string {
  return `<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;border-radius:999px;background:${LINK_COLOUR};color:#ffffff;font-size:18px;font-weight:700;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/**
 * A one-time code mail: the code is large, and the mail says what it is for and how long it is valid. An order's
 * code comes with the order, so the customer sees what they confirm, and with a button that confirms it in one tap
 * (`confirmUrl`): the two are one credential, valid as long and used up together.
 */
export function codeLetter(options: {
  sender: Sender;
  name: string;
  code: string;
  purpose: CodePurpose;
  orderId?: number;
  order?: OrderSummary;
  confirmUrl?: string;
}): Letter {
  const { sender, name, code, orderId, confirmUrl } = options;
  const summary = options.order && summaryParts(options.order);
  const purpose = CODE_PURPOSES[options.purpose];
  const [subject, what, ignore] = [
    purpose.subject(sender.name, orderId),
    purpose.what(sender.name, orderId),
    purpose.ignore(sender.name),
  ];
  const button = confirmUrl === undefined ? undefined : { label: `Confirm order #${orderId ?? ''}`, url: confirmUrl };
  const useCode = button ? `Or use this code to ${what}` : `Use this code to ${what}`;
  const [valid, rules] = button
    ? [
        'The button and the code are',
        `work once. Never share them with anyone: ${sender.name} staff will never ask for them.`,
      ]
    : ['It is', `works once. Never share it with anyone: ${sender.name} staff will never ask for it.`];
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  const text = [
    `Hi ${name},`,
    '',
    ...(button ? [`${button.label} in one tap:`, button.url, ''] : []),
    `${useCode}:`,
    '',
    `    ${code}`,
    '',
    `${valid} valid for ${CODE_TTL_MINUTES} minutes and ${rules}`,
    '',
    ...(summary?.text ?? []),
    ignore,
  ].join('\n');
  const html = layout(
    sender,
    subject,
    `<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
${button ? `<p style="margin:0 0 16px">Tap the button to ${escapeHtml(what)}:</p>\n${buttonHtml(button.label, button.url)}\n` : ''}<p style="margin:0 0 16px">${escapeHtml(useCode)}:</p>
<p style="margin:0 0 16px;font-size:40px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace" aria-label="${code.split('').join(' ')}">${spaced}</p>
<p style="margin:0 0 16px">${valid} valid for <strong>${CODE_TTL_MINUTES} minutes</strong> and ${escapeHtml(rules)}</p>
${summary?.html ?? ''}
<p style="margin:0;color:#6b5e57">${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}

/** A plain notice about the account: paragraphs of text, and a link to act on. */
function accountNotice(options: {
  sender: Sender;
  name: string;
  subject: string;
  paragraphs: string[];
  link: { label: string; url: string };
}) {
  const { sender, name, subject, paragraphs, link } = options;
  const text = [
    `Hi ${name},`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${link.label}: ${link.url}`,
  ].join('\n');
  const html = layout(
    sender,
    subject,
    `<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:0"><a href="${escapeHtml(link.url)}" style="color:${LINK_COLOUR}">${escapeHtml(link.label)}</a></p>`,
  );
  return { subject, text, html };
}

/** To an address that already has an account, when someone signs up with it again. */
export function accountExistsLetter(options: { sender: Sender; name: string; loginUrl: string }): Letter {
  const restaurant = options.sender.name;
  return accountNotice({
    sender: options.sender,
    name: options.name,
    subject: `Someone tried to create a ${restaurant} account with your address`,
    paragraphs: [
      `Someone tried to create a ${restaurant} account with this e-mail address, but it already has one, so nothing was changed.`,
      'If it was you, log in. If you have forgotten your password, choose "Forgot password?" on the login page.',
      "If it wasn't you, you can ignore this e-mail: your account and password stay as they are.",
    ],
    link: { label: `Log in to ${restaurant}`, url: options.loginUrl },
  });
}

/** After any change of an account's password, to the account's address. */
export function passwordChangedLetter(options: { sender: Sender; name: string; forgotUrl: string }): Letter {
  const restaurant = options.sender.name;
  return accountNotice({
    sender: options.sender,
    name: options.name,
    subject: `Your ${restaurant} password was changed`,
    paragraphs: [
      `The password of your ${restaurant} account was just changed, and any other device that was logged in has been logged out.`,
      'If this was you, there is nothing else to do. If it wasn\'t, choose a new password at once with "Forgot password?" and tell the restaurant.',
    ],
    link: { label: 'Choose a new password', url: options.forgotUrl },
  });
}

export type OrderNotice = 'preparing' | 'on-the-way' | 'delayed' | 'retrying' | 'undelivered' | 'delivered';

/** Each notice's subject and line; `because` is the rider's reason, for the notices about a failed attempt. */
const NOTICES: Record<OrderNotice, { subject: string; line: (because: string) => string }> = {
  preparing: { subject: 'is being prepared', line: () => 'The kitchen has started preparing your order.' },
  'on-the-way': { subject: 'is on its way', line: () => 'A rider has your order and is on the way to you.' },
  delayed: {
    subject: 'is delayed',
    line: (because) =>
      `We couldn't deliver your order${because}, so the kitchen is preparing it again. Sorry for the wait: it will be with you as soon as possible.`,
  },
  retrying: {
    subject: 'is coming again',
    line: (because) =>
      `Our rider couldn't deliver your order${because} and will try again shortly. If the address was wrong, correct it on the tracking page.`,
  },
  undelivered: {
    subject: "couldn't be delivered",
    line: (because) => `We couldn't deliver your order${because}. The restaurant will contact you about it.`,
  },
  delivered: {
    subject: 'was delivered',
    line: () => 'Your order was delivered. Enjoy your meal! You can tell us how it was under Past Orders.',
  },
};

/** A short note to the customer when their order moves on. */
export function orderNoticeLetter(options: {
  sender: Sender;
  name: string;
  orderId: number;
  notice: OrderNotice;
  trackUrl: string;
  /** The rider's reason, for a failed attempt. */
  reason?: string;
}): Letter {
  const { sender, name, orderId, notice, trackUrl } = options;
  const { subject: what } = NOTICES[notice];
  const line = NOTICES[notice].line(options.reason ? ` (${options.reason})` : '');
  const subject = `Your ${sender.name} order #${orderId} ${what}`;
  const text = [`Hi ${name},`, '', line, '', `Follow it live: ${trackUrl}`].join('\n');
  const html = layout(
    sender,
    subject,
    `<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">${escapeHtml(line)}</p>
<p style="margin:0"><a href="${escapeHtml(trackUrl)}" style="color:${LINK_COLOUR}">Follow your order live</a></p>`,
  );
  return { subject, text, html };
}

/** Tells the restaurant that a rider could not deliver an order, and why. */
export function failedDeliveryLetter(options: {
  sender: Sender;
  orderId: number;
  reason: string;
  reportedBy: string;
  address: string;
  customerName: string;
  /** What the rider chose for the food. */
  next: 'RETRY' | 'KITCHEN' | 'GIVE_UP';
}): Letter {
  const { sender, orderId, reason, reportedBy, address, customerName } = options;
  const subject = `Delivery failed: order #${orderId}`;
  const happened = {
    RETRY: 'the rider kept it to try again',
    KITCHEN: 'it went back to the kitchen to be made again',
    GIVE_UP: 'the rider gave up: assign a rider to try again, or cancel it from its page',
  }[options.next];
  const facts: [string, string][] = [
    ['Reported by', reportedBy],
    ['Reason', reason],
    ['Customer', customerName],
    ['Address', address],
  ];
  const text = [
    `Order #${orderId} could not be delivered, and ${happened}.`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const html = layout(
    sender,
    subject,
    `<p style="margin:0 0 16px">Order #${orderId} could not be delivered, and ${escapeHtml(happened)}.</p>
<table style="border-collapse:collapse">${facts
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${k}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>`,
  );
  return { subject, text, html };
}

/**
 * An admin's personal answer to a customer's feedback. The admin writes the whole letter (greeting included);
 * the template only frames it and says which order and feedback it answers, so the customer recognises it.
 */
export function followUpLetter(options: { sender: Sender; orderId: number; feedback: string; body: string }): Letter {
  const { sender, orderId, feedback, body } = options;
  const subject = `About your ${sender.name} order #${orderId}`;
  const reference = `This is a reply to the feedback you left on your order #${orderId}:`;
  const text = [body, '', '---', reference, '', ...feedback.split('\n').map((line) => `> ${line}`)].join('\n');
  // Blank lines separate paragraphs; single line breaks are kept inside them.
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = layout(
    sender,
    subject,
    `${paragraphs}
<hr style="margin:24px 0;border:0;border-top:1px solid #eadfd6">
<p style="margin:0 0 8px;font-size:14px;color:#6b5e57">${escapeHtml(reference)}</p>
<blockquote style="margin:0;padding:8px 12px;border-left:4px solid #f5b544;background:#fff6e3;font-size:14px;white-space:pre-wrap">${escapeHtml(feedback)}</blockquote>`,
  );
  return { subject, text, html };
}

/** Tells the customer that the restaurant cancelled their order, and why, in the restaurant's own words. */
export function orderCancelledLetter(options: {
  sender: Sender;
  name: string;
  orderId: number;
  reason: string;
  trackUrl: string;
}): Letter {
  const { sender, name, orderId, reason, trackUrl } = options;
  const subject = `Your ${sender.name} order #${orderId} was cancelled`;
  const line = 'We are sorry: the restaurant had to cancel your order, and it will not be delivered.';
  const payment = 'Nothing is due: you pay on delivery.';
  const text = [`Hi ${name},`, '', line, '', `Reason: ${reason}`, '', payment, '', `Your orders: ${trackUrl}`].join(
    '\n',
  );
  const html = layout(
    sender,
    subject,
    `<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
<p style="margin:0 0 16px">${escapeHtml(line)}</p>
<p style="margin:0 0 16px"><strong>Reason:</strong> ${escapeHtml(reason)}</p>
<p style="margin:0 0 16px">${escapeHtml(payment)}</p>
<p style="margin:0"><a href="${escapeHtml(trackUrl)}" style="color:${LINK_COLOUR}">See your orders</a></p>`,
  );
  return { subject, text, html };
}
