import { migrateAccount, sendMigrationCancelationNotice } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { allMigrationSteps } from './use-migration-steps.ts';

export type MigrationDecision = 'ACCEPT' | 'REFUSE';

function record(decision: MigrationDecision) {
  return decision === 'ACCEPT'
    ? api(migrateAccount, { body: { agreedToPrivacyPolicy: true, agreedToTermsAndConditions: true } })
    : api(sendMigrationCancelationNotice);
}

/** Accepts the migration (the account moves) or refuses it (the studio is told); then the caller moves on. */
export function useRecordMigrationDecision({ onSuccess }: { onSuccess: (decision: MigrationDecision) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: record,
    onSuccess: (_, decision) => {
      if (decision === 'ACCEPT') void queryClient.invalidateQueries(allMigrationSteps);
      onSuccess(decision);
    },
  });
}
