import { API_PATHS } from '@turf/sync-contract/api-paths';

/** The bench server's manager (startBenchServer's ADMIN_EMAIL and ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench@turf.test', password: 'bench-password' } as const;

/** Signs in as the manager through the API: the bearer token for the admin routes. */
export async function benchAdminToken(
  url: string,
  admin: { email: string; password: string } = BENCH_ADMIN,
): Promise<string> {
  const response = await fetch(`${url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`bench login failed: ${response.status}`);
  return token;
}
