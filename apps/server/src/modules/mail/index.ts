export { deleteMailOf, enqueueMail, enqueueNoticeMail } from './outbox.ts';
export { personalDataOfMails } from './personal-data.ts';
export { mailLocale } from './render.ts';
export type { MailAttachment } from './schema.ts';
export { type MailSigner, signerOfStudio } from './signature.ts';
export type { MailTemplate, NoticeTemplate } from './templates/index.ts';
