import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What every browser test holds a screen to: WCAG 2.2 AA and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe on the page as it stands. Its answer lists every rule that ran, but names the elements only of violations, the
 * one part the tests read: the full answer (every passing element) was 4-8 times larger to send back and took longer.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] });
}
