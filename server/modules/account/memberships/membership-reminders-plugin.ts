import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MembershipReminders } from './membership-reminders.js';

declare module 'fastify' {
  interface FastifyInstance {
    membershipReminders: MembershipReminders;
  }
}

/** Runs the reminder job on a timer that never keeps the process alive and stops with the server. */
export default fp(
  async function membershipRemindersPlugin(app: FastifyInstance, opts: { intervalMs: number }) {
    const reminders = new MembershipReminders(app.db, app.mailer, app.config.appOrigin, () => app.clock.now(), app.log);
    app.decorate('membershipReminders', reminders);
    if (opts.intervalMs <= 0) return;
    const timer = setInterval(() => {
      reminders.run().catch((error: unknown) => app.log.error({ err: error }, 'membership reminders failed'));
    }, opts.intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'membership-reminders', dependencies: ['db', 'clock', 'mailer', 'settings'] },
);
