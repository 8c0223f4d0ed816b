import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build from node_modules: the test injects it, nothing is fetched while it runs. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type TTheme = 'light' | 'dark';
export type TLanguage = 'zh-cn' | 'en';

/** One failed check, said so that a failing test names the page, the rule and the elements. */
export type TFinding = { where: string; rule: string; impact: string; targets: string[] };

type TAxeResult = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

/**
 * Theme and language as a returning visitor's stored choices (ba-theme, ba-lang): the pages this tab opens next
 * come in them, so one tab serves every combination.
 */
export async function setLook(page: Page, theme: TTheme, language: TLanguage) {
  await page.evaluate(
    ([mode, lang]) => {
      localStorage.setItem('ba-theme', mode);
      localStorage.setItem('ba-lang', lang);
    },
    [theme, language] as const,
  );
}

/** The rules whose outcome depends on the colours: all a second theme of the same page can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core (all its rules, or only `rules`) on the page as it is and returns its critical and serious
 * violations (the ones the site must not have), each named with `where`. Minor and moderate ones are left to
 * review.
 */
export async function seriousViolations(page: Page, where: string, rules?: string[]): Promise<TFinding[]> {
  // Evaluated rather than added as a script tag: the app's CSP allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = (withSelectors: boolean) =>
    page.evaluate(
      async ({ only, selectors }) => {
        const axe = (window as unknown as { axe: { run: (options: object) => Promise<object> } }).axe;
        const runOnly = only ? { runOnly: { type: 'rule', values: only } } : {};
        // No stylesheet downloads (only a rule on screen orientation reads them).
        const options = { resultTypes: ['violations'], selectors, preload: false, ...runOnly };
        const results = (await axe.run(options)) as { violations: TAxeResult[] };
        return results.violations.filter(
          (violation) => violation.impact === 'critical' || violation.impact === 'serious',
        );
      },
      { only: rules, selectors: withSelectors },
    );
  // Naming the elements is most of axe's time: a page that passes is checked without, one that fails again with.
  const found = await run(false);
  const violations = found.length > 0 ? await run(true) : found;
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
}

/** The findings as lines a person reads in a failed test: page, rule, impact, elements. */
export function describeFindings(findings: TFinding[]): string {
  return findings
    .map(
      (finding) => `${finding.where}: ${finding.rule} (${finding.impact}) on ${finding.targets.join(', ')}`,
    )
    .join('\n');
}
