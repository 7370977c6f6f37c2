import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { MailAttachment, MailChannel } from './schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MailTransport {
  channel: MailChannel;
  send: (mail: OutgoingMail) => Promise<void>;
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    channel: 'smtp',
    send: async ({ attachments, ...mail }) => {
      await transporter.sendMail({
        from,
        ...mail,
        attachments: attachments.map(({ filename, contentType, contentBase64 }) => ({
          filename,
          contentType,
          content: Buffer.from(contentBase64, 'base64'),
        })),
      });
    },
  };
}

/** Without an SMTP server the mail stays readable at /dev/mailbox and in the log. */
function devMailboxTransport(log: FastifyBaseLogger): MailTransport {
  return {
    channel: 'dev-mailbox',
    send: async (mail) => {
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the developer mailbox');
    },
  };
}

export function createMailTransport(config: AppConfig, log: FastifyBaseLogger): MailTransport {
  if (config.mail.smtpUrl) return smtpTransport(config.mail.smtpUrl, config.mail.from);
  if (config.env === 'production') log.warn('SMTP_URL is not set: e-mail is not delivered to anyone');
  return devMailboxTransport(log);
}
