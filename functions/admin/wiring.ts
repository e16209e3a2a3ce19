import { join } from 'node:path';
import { dynamoAdminServices, dynamoInvitationsService } from '../compose/admin-services.ts';
import type { EmailSender } from '../../shared/admin/ports.ts';
import { sesClient } from '../../shared/aws/sesv2.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { fileEmailSender } from '../../shared/notifications/file-email-sender.ts';
import { sesEmailSender } from '../../shared/notifications/ses-email-sender.ts';
import type { AdvanceJobs } from '../../shared/test-clocks/ports.ts';
import { perContainer } from '../compose/lifetime.ts';
import { advancedByTheMinuteSweep, testClockRequests } from '../compose/test-clock-requests.ts';

/**
 * The admin function's composition root (docs/decisions.md §10.4): the admin services on the
 * DynamoDB adapters, and the invitation emails' sender (docs/decisions.md §7.26):
 * NOTIFICATIONS_PROVIDER `ses` (deployed) sends through SES from the stack's notification
 * identity; `local` (npm run dev) appends `{ to, subject, body, link }` to DATA_DIR/emails.jsonl
 * and prints the accept link in the dev log. Built once per container.
 */
const ownerEmailSender = (settings: AppConfig): EmailSender => {
  if (settings.notificationsProvider === 'local') {
    const file = fileEmailSender(join(settings.localDataDir, 'emails.jsonl'));
    return {
      async sendEmail(message) {
        await file.sendEmail(message);
        console.log(
          `email to ${message.to}: ${message.subject} -> emails.jsonl${message.link ? ` ${message.link}` : ''}`,
        );
      },
    };
  }
  if (!settings.notificationsFromEmail) throw new Error('NOTIFICATIONS_FROM_EMAIL is not set');
  return sesEmailSender(sesClient(), {
    from: settings.notificationsFromEmail,
    identityArn: settings.notificationsSesIdentityArn,
  });
};

/** `<dashboard>/invitations/<token>`: the dashboard's accept page. */
export const invitationLink = (dashboardUrl: string) => (token: string) =>
  `${dashboardUrl.replace(/\/*$/, '/')}invitations/${encodeURIComponent(token)}`;

/** The sender made on the first invitation email: other admin requests never build it (or SES's client). */
const onFirstEmail = (make: () => EmailSender): EmailSender => {
  const sender = perContainer(make);
  return { sendEmail: (message) => sender().sendEmail(message) };
};

/** Deployed, the minute sweep runs a test clock's advance (functions/compose/test-clock-requests.ts). */
export const deployedAdvanceJobs: AdvanceJobs = advancedByTheMinuteSweep;

export const adminServices = perContainer((settings: AppConfig) => {
  const db = documentClient();
  return {
    ...dynamoAdminServices(db, settings.tableName),
    invitations: dynamoInvitationsService(db, settings.tableName, {
      email: onFirstEmail(() => ownerEmailSender(settings)),
      acceptLink: invitationLink(settings.dashboardUrl),
    }),
    /** The test clock's requests, handing advances to `jobs` (the local runtime gives its in-process ones). */
    testClocks: perContainer((jobs: AdvanceJobs) => testClockRequests(settings, jobs)),
  };
});
