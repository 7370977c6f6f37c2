import { ErrorCodes, type MigrationStep, type MigrationSteps, type WhitelabelConfig } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { brandsOfAccountContext } from '../whitelabel/index.ts';
import { uiLocaleOf } from './accounts.ts';
import { migrationTexts, type StepText } from './migration-texts.ts';
import { findLatestDecision, insertDecision } from './repo/migration-decisions.ts';
import { listConnectsOfUser } from './repo/studio-connects.ts';

const GROUP_CONTEXT = 'RSG_GROUP';

export interface MigrationRequest {
  userId: string;
  locale: string;
  /** The x-facility-group of the page, when it names a brand of the group. */
  facilityGroup: string | undefined;
  origin: string;
}

/** The group brand the member is connected to (the page's brand first); none when the migration does not concern them. */
async function groupBrandOf(db: Database, request: MigrationRequest): Promise<WhitelabelConfig | undefined> {
  const connected = new Set((await listConnectsOfUser(db, request.userId)).map((connect) => connect.tenantId));
  const brands = (await brandsOfAccountContext(db, GROUP_CONTEXT)).filter(
    (brand) => brand.tenantName !== null && connected.has(brand.tenantName),
  );
  return brands.find((brand) => brand.publicFacilityGroup === request.facilityGroup) ?? brands[0];
}

interface StepContext {
  brandName: string;
  privacyPolicy: { urlText: string; url: string };
  termsAndConditions: { urlText: string; url: string };
}

/** The brand's legal links, else the portal's own privacy and terms pages. */
function stepContext(brand: WhitelabelConfig | undefined, request: MigrationRequest): StepContext {
  const texts = migrationTexts[uiLocaleOf(request.locale)];
  const links = brand?.texts.legalDocumentsLinks;
  return {
    brandName: brand?.name ?? '',
    privacyPolicy: { urlText: texts.privacyPolicy, url: links?.privacyPolicy ?? `${request.origin}/privacy` },
    termsAndConditions: {
      urlText: texts.termsAndConditions,
      url: links?.termsAndConditions ?? `${request.origin}/agb`,
    },
  };
}

function toStep(step: StepText, context: StepContext): MigrationStep {
  const { privacyPolicy, termsAndConditions } = context;
  return {
    title: step.title.replaceAll('{brand}', context.brandName),
    content: step.content.replaceAll('{brand}', context.brandName),
    labelText: step.labelText,
    confirmText: step.confirmText,
    cancelText: step.cancelText,
    checkbox: step.checkbox ? { text: step.checkbox, privacyPolicy, termsAndConditions } : null,
  };
}

/** Migration steps data (spec 000 section 3); after a refusal the wizard opens at the refusal result (STEP_4). */
export async function getMigrationSteps(db: Database, request: MigrationRequest): Promise<MigrationSteps> {
  const brand = await groupBrandOf(db, request);
  const decision = brand ? await findLatestDecision(db, request.userId, brand.publicFacilityGroup) : undefined;
  const context = stepContext(brand, request);
  const [intro, acceptTerms, refusal, refusalResult] = migrationTexts[uiLocaleOf(request.locale)].steps;
  return {
    shouldShowMigrationWizard: brand !== undefined && decision?.decision !== 'ACCEPT',
    currentStep: decision?.decision === 'REFUSE' ? 'STEP_4' : 'STEP_1',
    step1: toStep(intro, context),
    step2: toStep(acceptTerms, context),
    step3: toStep(refusal, context),
    step4: toStep(refusalResult, context),
  };
}

/** Stores the member's decision for the group brand they are connected to. */
export async function recordMigrationDecision(
  db: Database,
  request: MigrationRequest,
  decision: 'ACCEPT' | 'REFUSE',
): Promise<void> {
  const brand = await groupBrandOf(db, request);
  if (!brand) throw notFound(ErrorCodes.notFound, 'No account migration concerns this account');
  await insertDecision(db, { userId: request.userId, facilityGroup: brand.publicFacilityGroup, decision });
}
