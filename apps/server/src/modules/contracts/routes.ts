import {
  bookModule as bookModuleCall,
  cancelContract,
  cancelModuleContract,
  convertIbanToBic,
  convertIbanToBicPublic,
  downloadContract,
  getActiveMainContract,
  getBookableModules,
  getContractCancelationDates,
  getContractCancelationReasons,
  getContractConfiguration,
  getContractDocumentTypes,
  getContractDownloadUrl,
  getContractOffers,
  getContractPublicConfig,
  getContractSepaAgreement,
  getItalianProvinces,
  getModuleCancelationDates,
  getModuleCancelationReasons,
  getPendingCancelations,
  getPreSignConditions,
  getPublicSignConditions,
  getSignConditions,
  listContracts,
  previewContract,
  previewContractUpgrade,
  previewMemberContract,
  signContract,
  signMemberContract,
  validateAccountHolder,
  validateTaxId,
  withdrawContractCancelation,
  withdrawModuleCancelation,
} from '@motus/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall, registerPair } from '../../lib/register-call.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { bankOfIban, checkAccountHolder } from './bank-service.ts';
import { cancelationDatesOf } from './contract-view.ts';
import { ITALIAN_PROVINCES } from './italian-provinces.ts';
import {
  activeMainContract,
  cancelMemberContract,
  contractConfiguration,
  contractPdf,
  listMemberContracts,
  type MemberRequest,
  pendingCancelations,
  reasonsOf,
  requireContract,
  studioClockOf,
  withdrawMemberCancelation,
} from './member-contracts-service.ts';
import {
  bookableModules,
  bookModule,
  cancelModule,
  moduleCancelationDates,
  withdrawModuleCancelation as withdrawModule,
} from './module-contracts-service.ts';
import { documentTypeList, listOffers, offerSepaAgreement, publicConfig, signConditions } from './offer-service.ts';
import { previewContractPdf, type Signer, signContractRequest } from './sign-service.ts';
import { checkTaxId } from './tax-id.ts';
import { upgradePreview } from './upgrade-service.ts';

function memberRequest(scope: TenantScope<'customer'>, locale?: string): MemberRequest {
  return {
    member: { tenant: scope.tenant, customerId: scope.customerId },
    locale: locale ?? scope.user.locale,
    now: new Date(),
  };
}

function sendPdf(reply: FastifyReply, filename: string, content: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(content);
}

async function offerRoutes(app: FastifyInstance) {
  registerCall(app, getContractOffers, ({ query, scope }) =>
    listOffers(app.db, query.studioId, query.locale ?? scope.locale),
  );
  registerCall(app, getContractDocumentTypes, async ({ query, scope }) =>
    documentTypeList(query.locale ?? scope.locale),
  );
  registerCall(app, getItalianProvinces, async () => [...ITALIAN_PROVINCES]);
  registerCall(app, getContractPublicConfig, ({ query }) => publicConfig(app.db, query.studioId));
  registerCall(app, getContractSepaAgreement, ({ params, query, scope }) =>
    offerSepaAgreement(app.db, params, [query.locale, scope.locale]),
  );
  registerPair(app, { public: getPublicSignConditions, member: getSignConditions }, ({ query, scope }) =>
    signConditions(app.db, { ...query, locale: query.locale ?? scope.locale }, 'sign'),
  );
  registerCall(app, getPreSignConditions, ({ query, scope }) =>
    signConditions(app.db, { ...query, locale: query.locale ?? scope.locale }, 'pre'),
  );
}

async function signRoutes(app: FastifyInstance) {
  const signer = (user: Signer['user']): Signer => ({ user, now: new Date(), origin: portalOrigin(app.config) });
  registerPair(app, { public: previewContract, member: previewMemberContract }, async ({ body, scope, reply }) =>
    sendPdf(reply, 'contract-preview.pdf', await previewContractPdf(app.db, body, signer(scope.user))),
  );
  registerPair(app, { public: signContract, member: signMemberContract }, ({ body, scope }) =>
    signContractRequest(app.db, body, signer(scope.user)),
  );
  registerCall(app, previewContractUpgrade, ({ body, scope }) => upgradePreview(app.db, memberRequest(scope), body));
}

async function memberContractRoutes(app: FastifyInstance) {
  registerCall(app, listContracts, ({ query, scope }) =>
    listMemberContracts(app.db, memberRequest(scope, query.locale)),
  );
  registerCall(app, getActiveMainContract, async ({ query, scope }) => ({
    contract: await activeMainContract(app.db, memberRequest(scope, query.locale)),
  }));
  registerCall(app, getPendingCancelations, ({ scope }) => pendingCancelations(app.db, memberRequest(scope)));
  registerCall(app, getContractConfiguration, ({ scope }) => contractConfiguration(app.db, scope.tenant));
  registerCall(app, getContractCancelationReasons, ({ query, scope }) =>
    reasonsOf(app.db, scope.tenant, false, query.locale ?? scope.user.locale),
  );
  registerCall(app, getContractCancelationDates, async ({ params, scope }) => {
    const request = memberRequest(scope);
    const row = await requireContract(app.db, request, params.contractId);
    return cancelationDatesOf(row, await studioClockOf(app.db, row, request.now));
  });
  registerCall(app, cancelContract, ({ params, body, scope }) =>
    cancelMemberContract(app.db, memberRequest(scope), params.contractId, body),
  );
  registerCall(app, withdrawContractCancelation, ({ params, scope }) =>
    withdrawMemberCancelation(app.db, memberRequest(scope), params.contractId),
  );
  registerCall(app, downloadContract, async ({ params, scope, reply }) => {
    const pdf = await contractPdf(app.db, memberRequest(scope), params.contractId);
    return sendPdf(reply, pdf.filename, pdf.content);
  });
  registerCall(app, getContractDownloadUrl, async ({ params, scope }) => {
    await requireContract(app.db, memberRequest(scope), params.contractId);
    return { url: downloadContract.path.replace('{contractId}', params.contractId) };
  });
}

async function moduleContractRoutes(app: FastifyInstance) {
  registerCall(app, getBookableModules, ({ query, scope }) =>
    bookableModules(app.db, memberRequest(scope, query.locale)),
  );
  registerCall(app, bookModuleCall, ({ body, scope }) => bookModule(app.db, memberRequest(scope), body));
  registerCall(app, getModuleCancelationReasons, ({ query, scope }) =>
    reasonsOf(app.db, scope.tenant, true, query.locale ?? scope.user.locale),
  );
  registerCall(app, getModuleCancelationDates, ({ params, scope }) =>
    moduleCancelationDates(app.db, memberRequest(scope), params.moduleContractId),
  );
  registerCall(app, cancelModuleContract, ({ params, body, scope }) =>
    cancelModule(app.db, memberRequest(scope), params.moduleContractId, body),
  );
  registerCall(app, withdrawModuleCancelation, ({ params, scope }) =>
    withdrawModule(app.db, memberRequest(scope), params.contractId),
  );
}

async function bankRoutes(app: FastifyInstance) {
  registerPair(app, { public: convertIbanToBicPublic, member: convertIbanToBic }, async ({ body }) =>
    bankOfIban(body.iban),
  );
  registerCall(app, validateAccountHolder, async ({ query }) => checkAccountHolder(query.accountHolder));
  registerCall(app, validateTaxId, async ({ body }) => checkTaxId(body));
}

/** The contracts module's routes: offers and signing, the member's contracts and modules, the bank checks. */
export const contractRoutes: FastifyPluginAsync[] = [
  offerRoutes,
  signRoutes,
  memberContractRoutes,
  moduleContractRoutes,
  bankRoutes,
];
