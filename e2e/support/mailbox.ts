import { type APIRequestContext, expect } from '@playwright/test';

/** A mail as the developer mailbox (DEV_MAILBOX) lists it, newest first. */
export interface MailboxMessage {
  to: string;
  template: string;
  variables: Record<string, string>;
  attachments: { filename: string; contentType: string; url: string }[];
}

/** The newest mail of a kind to an address, if it is in the outbox yet. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  template: string,
): Promise<MailboxMessage | undefined> {
  const messages = (await (await request.get('/dev/mailbox/messages.json')).json()) as MailboxMessage[];
  return messages.find((message) => message.to === to && message.template === template);
}

/** The code of the newest mail of a kind to an address, once it is in the outbox (and differs from `after`). */
export async function mailedCode(
  request: APIRequestContext,
  to: string,
  template: string,
  after = '',
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = (await mailTo(request, to, template))?.variables.code ?? '';
      return code !== '' && code !== after;
    })
    .toBe(true);
  return code;
}
