import type { UiLocale } from '@motus/i18n';

/** What one code mail says in one locale: the subject, the sentence before the code, and the link's label. */
export interface TemplateText {
  subject: string;
  intro: string;
  action: string;
}

export type TemplateTexts = Record<UiLocale, TemplateText>;

/** What a booking notice says in one locale; {course}, {when} and {studio} are filled in. */
export interface NoticeText {
  subject: string;
  intro: string;
  action: string;
}

export type NoticeTexts = Record<UiLocale, NoticeText>;
