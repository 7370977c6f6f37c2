import { additionalEmail } from './additional-email.ts';
import { emailChange } from './email-change.ts';
import { passwordReset } from './password-reset.ts';
import { registrationCode } from './registration-code.ts';
import type { TemplateTexts } from './template-text.ts';

export { type NoticeTemplate, noticeTemplates } from './booking-notices.ts';
export { commonMailText } from './common.ts';
export type { NoticeText, TemplateText, TemplateTexts } from './template-text.ts';

export const mailTemplates = {
  'registration-code': registrationCode,
  'password-reset': passwordReset,
  'email-change': emailChange,
  'additional-email': additionalEmail,
} satisfies Record<string, TemplateTexts>;

export type MailTemplate = keyof typeof mailTemplates;
