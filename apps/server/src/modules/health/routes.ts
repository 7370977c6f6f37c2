import { getHealth } from '@motus/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';

export default async function healthRoutes(app: FastifyInstance) {
  registerCall(app, getHealth, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok', devUi: app.config.devPages.uiGallery } as const;
  });
}
