import fp from 'fastify-plugin';
import { ensureAdminAccount, type GeneratedAdmin } from '../../lib/accounts/admin-account';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the first start without ADMIN_PASSWORD: the account made, for server.ts to print once. */
    generatedAdmin: GeneratedAdmin | null;
  }
}

export default fp<{ email?: string | undefined; password?: string | undefined }>(
  async (app, options) => {
    const start = await ensureAdminAccount(app.repos.admins, options);
    if (start.others.length > 0) {
      // An old ADMIN_EMAIL's account keeps working until it is removed: say so at every start.
      app.log.warn(
        { adminEmail: start.email, otherAccounts: start.others },
        `Manager accounts besides ADMIN_EMAIL (${start.email}) can also sign in: ${start.others.join(', ')}. ` +
          'Remove one with: npm run admin -- remove <email>',
      );
    }
    app.decorate('generatedAdmin', start.generated);
  },
  { name: 'admin-account', dependencies: ['repositories'] },
);
