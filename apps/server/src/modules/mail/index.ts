import type { ServerModule } from '../../lib/server-module.ts';
import mailRoutes from './routes.ts';
import { startMailSender } from './sender.ts';
import { createMailTransport } from './transports.ts';

export { deleteMailOf, enqueueMail, enqueueNoticeMail } from './outbox.ts';
export { mailLocale } from './render.ts';
export type { MailAttachment } from './schema.ts';
export { type MailSigner, signerOfStudio } from './signature.ts';
export type { MailTemplate, NoticeTemplate } from './templates/index.ts';

export const mailModule: ServerModule = {
  name: 'mail',
  routes: [mailRoutes],
  jobs: [(app) => startMailSender(app.db, createMailTransport(app.config, app.log), app.log)],
};
