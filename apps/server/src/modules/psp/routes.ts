import { readFileSync } from 'node:fs';
import { ErrorCodes, PspErrorCodes } from '@motus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { IDEAL_BANKS } from './brands.ts';
import { formTokenOf, isFormTokenOf } from './form-token.ts';
import {
  acceptMandate,
  cancelHostedPayment,
  completeChallenge,
  decideWallet,
  isDecided,
  loadSession,
  mandateProblems,
  submitCard,
} from './hosted-payment.ts';
import { type SessionPage, STYLESHEET_PATH } from './pages/layout.ts';
import type { MandateField } from './pages/sepa-page.ts';
import { type FormState, renderSessionPage } from './pages/session-page.ts';
import { renderCompleted, renderNotice } from './pages/status-page.ts';
import { browserLocale, pageLocale, translatorFor } from './pages/texts.ts';
import type { PspSessionRow } from './schema.ts';
import { type CardInput, checkCard } from './test-cards.ts';

const SESSION_ID = /^ps_[A-Za-z0-9_-]{10,64}$/;
const FORM_BODY_LIMIT = 16 * 1024;
const STYLESHEET = readFileSync(new URL('./assets/psp.css', import.meta.url), 'utf8');

type SessionRequest = FastifyRequest<{ Params: { sessionId: string } }>;

/** What a form post leads to: the next page (303), or its form again with the problems (422). */
type PostResult = { redirectTo: string } | { formState: FormState };

interface PostContext {
  session: PspSessionRow;
  body: (name: string) => string;
}

function bodyReader(body: unknown): (name: string) => string {
  return (name) => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : '';
  };
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

async function findForPage(app: FastifyInstance, sessionId: string): Promise<PspSessionRow | undefined> {
  if (!SESSION_ID.test(sessionId)) return undefined;
  try {
    return await loadSession(app.db, sessionId);
  } catch (error) {
    if (error instanceof HttpError && error.errorCode === PspErrorCodes.sessionNotFound) return undefined;
    throw error;
  }
}

async function notFoundPage(request: FastifyRequest, reply: FastifyReply) {
  const locale = browserLocale(request.headers['accept-language']);
  return sendHtml(reply, 404, renderNotice(locale, await translatorFor(locale), 'notFound'));
}

function decision(value: string, approve: string, refuse: string): boolean {
  if (value === approve) return true;
  if (value === refuse) return false;
  throw badRequest(ErrorCodes.invalidValue, 'Unknown decision');
}

async function postCard(app: FastifyInstance, { session, body }: PostContext): Promise<PostResult> {
  const values: CardInput = {
    number: body('number'),
    expiry: body('expiry'),
    cvc: body('cvc'),
    holder: body('holder'),
  };
  const checked = checkCard(values, new Date());
  if ('problems' in checked) return { formState: { card: { values, problems: checked.problems } } };
  return { redirectTo: (await submitCard(app.db, session.id, values)).redirectUrl };
}

async function postChallenge(app: FastifyInstance, { session, body }: PostContext): Promise<PostResult> {
  const approve = decision(body('decision'), 'approve', 'fail');
  return { redirectTo: (await completeChallenge(app.db, session.id, approve)).redirectUrl };
}

async function postWallet(app: FastifyInstance, { session, body }: PostContext): Promise<PostResult> {
  const approve = decision(body('decision'), 'approve', 'cancel');
  const needsBank = approve && session.method === 'IDEAL';
  const bank = needsBank ? IDEAL_BANKS.find((candidate) => candidate.id === body('bank'))?.id : undefined;
  if (needsBank && !bank) return { formState: { wallet: { bankMissing: true } } };
  return { redirectTo: (await decideWallet(app.db, session.id, approve, { bank })).redirectUrl };
}

async function postMandate(app: FastifyInstance, { session, body }: PostContext): Promise<PostResult> {
  const values = { iban: body('iban'), holder: body('holder') };
  const problems: Partial<Record<MandateField, string>> = {
    ...mandateProblems(values),
    ...(body('mandate') === 'accepted' ? {} : { mandate: 'mandateRequired' }),
  };
  if (Object.keys(problems).length > 0) return { formState: { mandate: { values, problems } } };
  return { redirectTo: (await acceptMandate(app.db, session.id, values)).redirectUrl };
}

async function postCancel(app: FastifyInstance, { session }: PostContext): Promise<PostResult> {
  return { redirectTo: (await cancelHostedPayment(app.db, session.id)).redirectUrl };
}

/**
 * The test provider's hosted pages (docs/payments.md): server-rendered HTML in the session's locale, plain forms that
 * post back here with the session's form token, then a 303 to the merchant's return URL.
 */
export default async function pspRoutes(app: FastifyInstance) {
  const secret = app.config.psp.webhookSecret;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function sessionPage(session: PspSessionRow): Promise<SessionPage> {
    const locale = pageLocale(session.locale);
    return { session, locale, t: await translatorFor(locale), formToken: formTokenOf(secret, session.id) };
  }

  async function showPage(request: SessionRequest, reply: FastifyReply) {
    const session = await findForPage(app, request.params.sessionId);
    if (!session) return notFoundPage(request, reply);
    const page = await sessionPage(session);
    if (isDecided(session)) return sendHtml(reply, 200, renderCompleted(page.locale, page.t, session));
    return sendHtml(reply, 200, renderSessionPage(page));
  }

  async function showCompleted(reply: FastifyReply, sessionId: string) {
    const page = await sessionPage(await loadSession(app.db, sessionId));
    return sendHtml(reply, 200, renderCompleted(page.locale, page.t, page.session));
  }

  function formPost(action: string, handle: (app: FastifyInstance, context: PostContext) => Promise<PostResult>) {
    app.post<{ Params: { sessionId: string } }>(
      `/psp/pay/:sessionId/${action}`,
      { config: { ownWriteProtection: true } },
      async (request, reply) => {
        const session = await findForPage(app, request.params.sessionId);
        if (!session) return notFoundPage(request, reply);
        const page = await sessionPage(session);
        const body = bodyReader(request.body);
        if (!isFormTokenOf(secret, session.id, body('formToken'))) {
          return sendHtml(reply, 403, renderNotice(page.locale, page.t, 'invalidForm'));
        }
        if (isDecided(session)) return showCompleted(reply, session.id);
        try {
          const result = await handle(app, { session, body });
          if ('redirectTo' in result) return reply.redirect(result.redirectTo, 303);
          return sendHtml(reply, 422, renderSessionPage(page, result.formState));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.errorCode === PspErrorCodes.sessionDecided) return showCompleted(reply, session.id);
          return sendHtml(reply, 400, renderNotice(page.locale, page.t, 'invalidForm'));
        }
      },
    );
  }

  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );
  app.get('/psp/pay/:sessionId', showPage);
  app.get('/psp/pay/:sessionId/challenge', showPage);
  formPost('card', postCard);
  formPost('challenge', postChallenge);
  formPost('wallet', postWallet);
  formPost('mandate', postMandate);
  formPost('cancel', postCancel);
}
