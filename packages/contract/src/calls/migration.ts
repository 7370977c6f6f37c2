import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';
import { ValidationMessages } from '../validation.ts';

export const migrationStepNames = ['STEP_1', 'STEP_4'] as const;
export const migrationDecisions = ['ACCEPT', 'REFUSE'] as const;

const legalLinkSchema = z.object({ urlText: z.string(), url: z.string() });

export const migrationStepSchema = z.object({
  title: z.string(),
  content: z.string(),
  labelText: z.string(),
  confirmText: z.string(),
  cancelText: z.string(),
  /** Null on steps that ask for no consent. */
  checkbox: z
    .object({ text: z.string(), privacyPolicy: legalLinkSchema, termsAndConditions: legalLinkSchema })
    .nullable(),
});

/** Migration steps data (spec 000 section 3). STEP_4 opens the wizard at the refusal result. */
export const migrationStepsSchema = z.object({
  shouldShowMigrationWizard: z.boolean(),
  currentStep: z.enum(migrationStepNames),
  step1: migrationStepSchema,
  step2: migrationStepSchema,
  step3: migrationStepSchema,
  step4: migrationStepSchema,
});

const base = '/v1/me/account-context/migration/rsg-group';
const agreed = z.literal(true, { error: ValidationMessages.migrationTerms });

export const getMigrationSteps = defineCall({
  id: 'migration.getSteps',
  method: 'GET',
  path: `${base}/steps`,
  auth: 'member',
  answer: migrationStepsSchema,
});

export const migrateAccount = defineCall({
  id: 'migration.migrate',
  method: 'POST',
  path: `${base}/migrate`,
  auth: 'member',
  body: z.object({ agreedToPrivacyPolicy: agreed, agreedToTermsAndConditions: agreed }),
  errors: [ErrorCodes.notFound],
  answer: z.undefined(),
  answerKind: 'empty',
});

/** Records the refusal; the wizard then opens at STEP_4. */
export const sendMigrationCancelationNotice = defineCall({
  id: 'migration.cancelationNotice',
  method: 'POST',
  path: `${base}/cancelation-notice`,
  auth: 'member',
  errors: [ErrorCodes.notFound],
  answer: z.undefined(),
  answerKind: 'empty',
});

export type MigrationSteps = z.infer<typeof migrationStepsSchema>;
export type MigrationStep = z.infer<typeof migrationStepSchema>;
