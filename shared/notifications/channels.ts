import { logger } from '../logger.ts';
import type { CustomerNotifier, EmailSender, SmsSender } from './ports.ts';
import type { CustomerNotification } from './types.ts';

/**
 * The notifiers (docs/decisions.md §14.3): where a finished message goes. `via` names it in the
 * log line each message gets.
 */

/** Live mode, deployed: email through the email sender, else SMS through the SMS port. */
export const deliveringNotifier = (senders: {
  email: EmailSender;
  sms: SmsSender;
}): CustomerNotifier & { via: string } => ({
  via: 'ses/sns',
  async notify(message: CustomerNotification) {
    if (message.channel === 'email') {
      await senders.email.sendEmail({ to: message.to, subject: message.subject, body: message.body });
    } else {
      await senders.sms.send({ to: message.to, body: message.body });
    }
  },
});

/**
 * Test mode, deployed: nothing leaves and there is no local file; the service's log line (kind,
 * masked recipient, order) is the only trace.
 */
export const loggedOnlyNotifier = (): CustomerNotifier & { via: string } => ({
  via: 'log (test mode)',
  async notify() {
    logger.debug('Test-mode customer notification not sent');
  },
});
