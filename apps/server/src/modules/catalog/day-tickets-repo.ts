import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type DayTicketRow, dayTickets, type NewDayTicketRow } from './schema/day-tickets.ts';

export async function insertDayTicket(db: Database, row: NewDayTicketRow): Promise<DayTicketRow> {
  const [ticket] = await db.insert(dayTickets).values(row).returning();
  if (!ticket) throw new Error('day ticket not inserted');
  return ticket;
}

export async function findDayTicketOfCheckout(db: Database, checkoutId: string): Promise<DayTicketRow | undefined> {
  const [row] = await db.select().from(dayTickets).where(eq(dayTickets.checkoutId, checkoutId)).for('update');
  return row;
}

export async function cancelDayTicket(db: Database, ticketId: string): Promise<void> {
  await db.update(dayTickets).set({ status: 'CANCELED' }).where(eq(dayTickets.id, ticketId));
}

/** The day ticket a lead reserved to pay at the desk. */
export async function findPayLaterTicketOfLead(db: Database, leadId: string): Promise<DayTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(dayTickets)
    .where(and(eq(dayTickets.leadId, leadId), eq(dayTickets.status, 'PAY_LATER')));
  return row;
}
