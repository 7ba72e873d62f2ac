import type { Problem } from '@turf/sync-contract/error-codes';
import type { Settings } from '@turf/sync-contract/schemas';

/**
 * The payment settings' rules a schema cannot state (issue 30): Send money numbers shown to visitors must exist, and
 * a number is listed once per service (twice would show visitors the same account twice). The answer names the field
 * by its path in the settings, as the schema's refusals do, so the manager's form marks it.
 */
export function paymentSettingsProblem(settings: Settings): Problem | null {
  const { payments } = settings;
  if (!payments) return null;
  if (payments.manualMoneyShown && payments.manualMoneyNumbers.length === 0) {
    return {
      code: 'SETTINGS_MANUAL_MONEY_INVALID',
      message:
        '"payments.manualMoneyShown": add a Send money number before showing the numbers to visitors. Nothing was saved',
    };
  }
  const seen = new Set<string>();
  for (const [index, { provider, number }] of payments.manualMoneyNumbers.entries()) {
    const key = `${provider} ${number}`;
    if (seen.has(key)) {
      return {
        code: 'SETTINGS_MANUAL_MONEY_INVALID',
        message: `"payments.manualMoneyNumbers.${index}.number": ${number} is listed twice for ${provider}. Nothing was saved`,
      };
    }
    seen.add(key);
  }
  return null;
}
