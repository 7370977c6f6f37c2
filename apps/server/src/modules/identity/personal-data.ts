import type { Database } from '../../db/client.ts';
import { requireUser } from './accounts.ts';
import { listAdditionalEmails } from './repo/additional-emails.ts';
import { listDecisionsOfUser } from './repo/migration-decisions.ts';
import { listStudioConnects } from './studio-connect-service.ts';

/** What identity stores about an account, as plain data for the member's data-privacy export (GDPR art. 15). */
export async function personalDataOfAccount(db: Database, userId: string) {
  const user = await requireUser(db, userId);
  const [additionalEmails, connects, decisions] = await Promise.all([
    listAdditionalEmails(db, userId),
    listStudioConnects(db, userId),
    listDecisionsOfUser(db, userId),
  ]);
  return {
    account: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      locale: user.locale,
      phoneNumber: user.phoneNumber,
      mobileNumber: user.mobileNumber,
      createdAt: user.createdAt.toISOString(),
      loginEmails: [
        { email: user.email, verified: user.verified, primary: true },
        ...additionalEmails.map((row) => ({ email: row.email, verified: row.verified, primary: false })),
      ],
      studioConnects: connects.map((connect) => ({
        tenant: connect.tenant,
        studioId: connect.studioId,
        studioName: connect.studioName,
      })),
    },
    consents: {
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      migrationDecisions: decisions.map((row) => ({
        facilityGroup: row.facilityGroup,
        decision: row.decision,
        decidedAt: row.decidedAt.toISOString(),
      })),
    },
  };
}
