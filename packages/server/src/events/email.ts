import nodemailer from 'nodemailer';

/** How the connection to the SMTP server is secured. */
export const SMTP_TRANSPORT_SECURITY = ['none', 'start_tls', 'tls'] as const;
export type SmtpTransportSecurity = (typeof SMTP_TRANSPORT_SECURITY)[number];

/** The SMTP server an email notification sends through (Sift names it in the notification, not in the server's config file). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** `none`: plain SMTP, never upgraded; `start_tls`: STARTTLS is required; `tls`: TLS from the first byte (SMTPS). */
  security: SmtpTransportSecurity;
  /** Off: a self-signed or otherwise untrusted certificate is accepted. */
  verifyCertificates: boolean;
  /** Empty: no authentication. */
  username: string;
  password: string | null;
}

export interface EmailMessage {
  from: string;
  replyTo: string;
  to: readonly string[];
  subject: string;
  text: string;
  html: string;
}

const SMTP_TIMEOUT_MS = 10_000;

/** Sends one message through the SMTP server; rejects with the server's or the connection's error. */
export async function sendEmail(smtp: SmtpSettings, message: EmailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'start_tls',
    ignoreTLS: smtp.security === 'none',
    tls: { rejectUnauthorized: smtp.verifyCertificates },
    auth: smtp.username !== '' ? { user: smtp.username, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: message.from,
      replyTo: message.replyTo !== '' ? message.replyTo : undefined,
      to: [...message.to],
      subject: message.subject,
      ...(message.text !== '' ? { text: message.text } : {}),
      ...(message.html !== '' ? { html: message.html } : {}),
    });
  } finally {
    transport.close();
  }
}

// Templates: the subset of Graylog's JMTE syntax its default templates use.
// `${a.b}` a value, `${if a.b}`…`${else}`…`${end}`, `${foreach list item}`…`${end}` (an object iterates as {key, value} entries).

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string }
  | { kind: 'if'; path: string; then: Node[]; otherwise: Node[] }
  | { kind: 'foreach'; path: string; name: string; body: Node[] };

const TAG = /\$\{([^}]*)\}/g;

function parse(template: string): Node[] {
  const root: Node[] = [];
  const stack: { nodes: Node[]; node: Node | null }[] = [{ nodes: root, node: null }];
  const top = () => stack[stack.length - 1]!;
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    if (match.index > last) top().nodes.push({ kind: 'text', text: template.slice(last, match.index) });
    last = match.index + match[0].length;
    const words = match[1]!.trim().split(/\s+/);
    if (words[0] === 'if' && words[1]) {
      const node: Node = { kind: 'if', path: words[1], then: [], otherwise: [] };
      top().nodes.push(node);
      stack.push({ nodes: node.then, node });
    } else if (words[0] === 'foreach' && words[1] && words[2]) {
      const node: Node = { kind: 'foreach', path: words[1], name: words[2], body: [] };
      top().nodes.push(node);
      stack.push({ nodes: node.body, node });
    } else if (words[0] === 'else' && stack.length > 1) {
      const frame = top();
      if (frame.node?.kind === 'if') frame.nodes = frame.node.otherwise;
    } else if (words[0] === 'end' && stack.length > 1) {
      stack.pop();
    } else {
      top().nodes.push({ kind: 'value', path: words.join(' ') });
    }
  }
  if (last < template.length) top().nodes.push({ kind: 'text', text: template.slice(last) });
  return root;
}

function lookup(scope: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = scope;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return value !== undefined && value !== null && value !== false && value !== '';
}

function items(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return Object.entries(value).map(([key, v]) => ({ key, value: v }));
  return [];
}

/** A value as text: a backlog message shows its message text, other objects as JSON, nothing as empty. */
function display(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const message = (value as Record<string, unknown>)['message'];
    if (message !== null && typeof message === 'object' && typeof (message as Record<string, unknown>)['message'] === 'string')
      return (message as Record<string, unknown>)['message'] as string;
    return JSON.stringify(value);
  }
  return String(value);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function render(nodes: readonly Node[], scope: Readonly<Record<string, unknown>>, escape: (text: string) => string): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') out += escape(display(lookup(scope, node.path)));
    else if (node.kind === 'if') out += render(truthy(lookup(scope, node.path)) ? node.then : node.otherwise, scope, escape);
    else for (const item of items(lookup(scope, node.path))) out += render(node.body, { ...scope, [node.name]: item }, escape);
  }
  return out;
}

/** Renders a plain-text template (subject, body) against the notification's model. */
export function renderTemplate(template: string, model: Readonly<Record<string, unknown>>): string {
  return render(parse(template), model, (text) => text);
}

/** Renders an HTML template: every value is HTML-escaped, so event text never becomes markup. */
export function renderHtmlTemplate(template: string, model: Readonly<Record<string, unknown>>): string {
  return render(parse(template), model, escapeHtml);
}
