import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';

/**
 * Lighthouse in the tab that is already signed in. The app keeps its session per tab
 * (sessionStorage), so Lighthouse must not open a new tab: we connect puppeteer (the
 * driver Lighthouse uses) to the same Chromium through its remote-debugging port and hand
 * Lighthouse the signed-in page. Lighthouse's storage reset clears the HTTP cache, service
 * workers and cache storage but not sessionStorage, so the load is cold and signed in.
 *
 * Puppeteer is not a dependency of ours: it is Lighthouse's own driver (a dependency of
 * the `lighthouse` package), loaded from Lighthouse's install, so it is always the version
 * Lighthouse was built with and nothing relies on how npm hoists packages.
 */

type LighthousePage = NonNullable<Parameters<typeof lighthouse>[3]>;
interface Driver {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<{
    pages(): Promise<LighthousePage[]>;
    disconnect(): Promise<void>;
  }>;
}

async function lighthouseDriver(): Promise<Driver> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const module = (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as { default: Driver };
  return module.default;
}

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
  const puppeteer = await lighthouseDriver();
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
