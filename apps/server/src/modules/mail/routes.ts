import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { isLocalClient } from '../../lib/local-client.ts';
import { routeNotFound } from '../../plugins/errors.ts';
import { findAttachment, listRecentMail } from './outbox.ts';
import type { OutboxRow } from './schema.ts';

function toMessage(row: OutboxRow) {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    variables: row.variables,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    channel: row.channel,
    attachments: row.attachments.map(({ filename, contentType }, index) => ({
      filename,
      contentType,
      url: attachmentUrl(row.id, index),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

function attachmentUrl(mailId: string, index: number): string {
  return `/dev/mailbox/messages/${mailId}/attachments/${index}`;
}

function attachmentLinks(row: OutboxRow): string {
  return row.attachments
    .map(({ filename }, index) => `<a href="${attachmentUrl(row.id, index)}">${escapeHtml(filename)}</a>`)
    .join(' · ');
}

function messageHtml(row: OutboxRow): string {
  const code = row.variables.code;
  return [
    '<article>',
    `<h2>${escapeHtml(row.subject)}</h2>`,
    `<p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · ${row.createdAt.toISOString()} · ${row.status}</p>`,
    code ? `<p>Code: <code class="code">${escapeHtml(code)}</code></p>` : '',
    `<pre>${escapeHtml(row.textBody)}</pre>`,
    row.attachments.length ? `<p>Attachments: ${attachmentLinks(row)}</p>` : '',
    '</article>',
  ].join('');
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem 1rem;margin-bottom:1rem}.meta{color:#555}.on{background:#fff4ce;border:1px solid #d6b656;border-radius:6px;padding:.5rem 1rem}.code{font-size:1.5rem;letter-spacing:.2em}pre{white-space:pre-wrap}';

function mailboxPage(rows: OutboxRow[]): string {
  const messages = rows.length ? rows.map(messageHtml).join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Developer mailbox · Motus</title><style>${STYLE}</style></head><body><h1>Developer mailbox</h1><p class="on">The developer mailbox is on (DEV_MAILBOX) and shown to this machine only: every mail Motus sent, newest first. Never turn it on where real people get mail.</p>${messages}</body></html>`;
}

/**
 * The developer mailbox of DESIGN.md section 1: only when turned on (DEV_MAILBOX, never in production), and only to a
 * client on this machine; for anyone else it does not exist.
 */
export default async function mailRoutes(app: FastifyInstance) {
  const enabled = app.config.devPages.mailbox;
  if (enabled) app.log.warn('The developer mailbox is on at /dev/mailbox (DEV_MAILBOX): every mail is readable there');
  const hidden = (request: FastifyRequest) => !enabled || !isLocalClient(request);
  app.get('/dev/mailbox', async (request, reply) => {
    if (hidden(request)) return routeNotFound(request, reply);
    return reply.type('text/html; charset=utf-8').send(mailboxPage(await listRecentMail(app.db)));
  });
  app.get('/dev/mailbox/messages.json', async (request, reply) => {
    if (hidden(request)) return routeNotFound(request, reply);
    return (await listRecentMail(app.db)).map(toMessage);
  });
  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mailbox/messages/:id/attachments/:index',
    async (request, reply) => {
      const { id, index } = request.params;
      const valid = /^[0-9a-f-]{36}$/.test(id) && /^\d{1,3}$/.test(index);
      const attachment = !hidden(request) && valid ? await findAttachment(app.db, id, Number(index)) : undefined;
      if (!attachment) return routeNotFound(request, reply);
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.filename.replace(/"/g, '')}"`)
        .send(Buffer.from(attachment.contentBase64, 'base64'));
    },
  );
}
