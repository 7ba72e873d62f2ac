import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREEN_MODULES } from '../../src/features/admin/admin-screens';
import { PATHS } from '../../src/lib/config';

const pwa = resolve(__dirname, '../..');
const LOADERS_SOURCE = readFileSync(resolve(pwa, 'src/features/admin/admin-screens.ts'), 'utf8');

describe('the panel’s screens, a chunk each (decision 075)', () => {
  it('names a source file for every screen address, and the bare /admin opens the requests', () => {
    expect(Object.keys(ADMIN_SCREEN_MODULES).sort()).toEqual(
      [
        PATHS.admin,
        PATHS.adminBookingRequests,
        PATHS.adminDatabase,
        PATHS.adminSchedule,
        PATHS.adminSettings,
        PATHS.adminReports,
        PATHS.adminActivity,
      ].sort(),
    );
    expect(ADMIN_SCREEN_MODULES[PATHS.admin]).toBe(ADMIN_SCREEN_MODULES[PATHS.adminBookingRequests]);
  });

  it('each file exists and is the one its lazy loader imports, so the shell names the chunks the panel loads', () => {
    for (const module of Object.values(ADMIN_SCREEN_MODULES)) {
      expect(existsSync(resolve(pwa, module))).toBe(true);
      const relative = `./${module.replace('src/features/admin/', '').replace(/\.tsx$/, '')}`;
      expect(LOADERS_SOURCE).toContain(`import('${relative}')`);
    }
  });
});
