import {
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactChannelsBody,
  type ContactTicketBody,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { enqueueEmail } from '../email/outbox';
import { parseInput } from '../errors';
import { ticketAcknowledgement, ticketNotice } from './contact-mail';
import { openingPeriods } from './opening-hours';
import { limitByAddress, type ServiceRequestContext } from './service.limits';
import { contactSettingSchema, readSetting } from './settings';

/** GET /contact_service: the store's channels with this week's opening hours in UTC. */
export async function contactChannels(db: Db, now: Date): Promise<ContactChannelsBody> {
  const setting = await readSetting(db, 'contact', contactSettingSchema);
  const { notify_email: _private, hours, ...channels } = setting;
  return {
    contact: { ...channels, opening_hours: openingPeriods(hours, setting.time_zone, now), topics: [...CONTACT_TOPICS] },
  };
}

/**
 * POST /contact_service: files a contact-us message as a ticket and queues the
 * shopper's acknowledgement and the merchant's notice in the same transaction,
 * so a ticket never exists without its e-mails (nor e-mails without a ticket).
 * Rate limited per address before anything is stored.
 */
export async function submitContactMessage(
  db: Db,
  input: unknown,
  context: ServiceRequestContext,
  now: Date,
): Promise<ContactTicketBody> {
  const message = parseInput(contactMessageSchema, input);
  await limitByAddress(db, 'contact', context, now);
  const setting = await readSetting(db, 'contact', contactSettingSchema);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ number: string }>(
      `INSERT INTO service_tickets (number, name, email, phone, order_number, topic, message, client_ip, created_at)
       VALUES ('SR-' || nextval('service_ticket_numbers'), $1, $2, $3, $4, $5, $6, $7, $8) RETURNING number`,
      [
        message.name,
        message.email,
        message.phone || null,
        message.order_number ?? null,
        message.topic,
        message.message,
        context.ip ?? null,
        now.toISOString(),
      ],
    );
    if (!row) throw new Error('Filing the ticket returned no row');
    const mail = {
      number: row.number,
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      orderNumber: message.order_number ?? null,
      topic: message.topic,
      message: message.message,
    };
    await enqueueEmail(tx, ticketAcknowledgement(mail), now);
    await enqueueEmail(tx, ticketNotice(setting.notify_email, mail), now);
    return { ticket: { number: row.number, topic: message.topic, created_at: now.toISOString() } };
  });
}
