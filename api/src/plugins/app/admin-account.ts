import fp from 'fastify-plugin';
import { ensureAdminAccount, type GeneratedAdmin } from '../../lib/admin-account';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the first start without ADMIN_PASSWORD: the account made, for server.ts to print once. */
    generatedAdmin: GeneratedAdmin | null;
  }
}

export default fp<{ email?: string | undefined; password?: string | undefined }>(
  async (app, options) => {
    app.decorate('generatedAdmin', await ensureAdminAccount(app.repos.admins, options));
  },
  { name: 'admin-account', dependencies: ['repositories'] },
);
