import { writeFileSync } from 'node:fs';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

/**
 * Lighthouse in the tab that is already signed in. The app keeps its session per tab
 * (sessionStorage), so Lighthouse must not open a new tab: we connect puppeteer (the
 * driver Lighthouse uses) to the same Chromium through its remote-debugging port and hand
 * Lighthouse the signed-in page. Lighthouse's storage reset clears the HTTP cache, service
 * workers and cache storage but not sessionStorage, so the load is cold and signed in.
 */

export interface LighthouseScores {
  url: string;
  finalUrl: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Audits that cost points (score < 1), for the doc's "gaps". */
  failing: { category: string; id: string; title: string; score: number | null }[];
  metrics: Record<string, number | undefined>;
  reportPath: string;
}

const score = (s: number | null | undefined) => (typeof s === 'number' ? Math.round(s * 100) : null);

export async function runLighthouse(options: {
  devtoolsPort: number;
  appOrigin: string;
  urls: { name: string; url: string }[];
  formFactor: 'desktop' | 'mobile';
  reportDir: string;
}): Promise<LighthouseScores[]> {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${options.devtoolsPort}`,
    defaultViewport: null,
  });
  try {
    const pages = await browser.pages();
    const page = pages.find((p) => p.url().startsWith(options.appOrigin));
    if (!page)
      throw new Error(`No signed-in tab of ${options.appOrigin} among ${pages.map((p) => p.url()).join(', ')}`);
    const out: LighthouseScores[] = [];
    for (const { name, url } of options.urls) {
      const result = await lighthouse(
        url,
        { logLevel: 'error', output: 'html', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
        options.formFactor === 'desktop' ? desktopConfig : undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const reportPath = `${options.reportDir}/lighthouse-${name}.html`;
      writeFileSync(reportPath, String(Array.isArray(result.report) ? result.report[0] : result.report));
      const failing = Object.entries(lhr.categories).flatMap(([category, cat]) =>
        cat.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a): a is NonNullable<typeof a> => Boolean(a) && a!.score !== null && (a!.score as number) < 1)
          .map((a) => ({ category, id: a.id, title: a.title, score: a.score })),
      );
      const metric = (id: string) => lhr.audits[id]?.numericValue;
      out.push({
        url,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        failing,
        metrics: {
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          speedIndexMs: metric('speed-index'),
        },
        reportPath,
      });
    }
    return out;
  } finally {
    await browser.disconnect();
  }
}
