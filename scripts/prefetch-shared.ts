import type { Plugin } from 'vite';
import { PREFETCH_TEMPLATE_ID } from '../src/app/prefetch-template';

/*
 * The shared code of the lazy screens, prefetched while the first screen is idle
 * (docs/decisions/0009-first-screen.md). The first screen has no Mantine;
 * the lazy screens share its provider and components (and a few app modules). Without
 * this, the first screen the user opens after the list would load them, 20-30 KB more than
 * that screen's own code; with it, they are already in the HTTP cache.
 *
 * A chunk is prefetched when a third or more of the lazy chunks (screens, dialogs,
 * pickers) import it, statically, beyond the first screen's own chunks; so are the
 * chunks named in ALWAYS. `<link
 * rel="prefetch">`: lowest priority, never executed; `crossorigin` as the module's own
 * request, so the import finds it cached. The links are written inside `<template
 * id="prefetch">` (inert: nothing is fetched while the page loads) and moved into the head
 * once the first screen is painted (src/app/AfterFirstPaint.tsx): 32 requests made while
 * the page was parsed cost its 50 rows about 20 ms at 4x CPU (decision 0009).
 * scripts/bundle-sizes.ts reads these links back to measure what a screen adds.
 */

export const SHARED_BY = 1 / 3;

interface ChunkInfo {
  fileName: string;
  type: 'chunk';
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Prefetched with their imports: the MantineScope, which every lazy screen loads beside its
 * own (`loadScoped`); the sign-out, which must work on a connection lost since the page loaded.
 */
export const ALWAYS = ['/src/ui/mantine/MantineScope.tsx', '/src/app/SignOutDialog.tsx'];

function closure(chunks: Map<string, ChunkInfo>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/** The chunks imported by at least `share` of the lazy chunks, beyond the entry's. */
export function sharedChunks(all: ChunkInfo[], share = SHARED_BY): string[] {
  const chunks = new Map(all.map((c) => [c.fileName, c]));
  const entry = all.find((c) => c.isEntry);
  if (!entry) return [];
  const first = closure(chunks, entry.fileName);
  const lazy = all.filter((c) => c.isDynamicEntry && !first.has(c.fileName));
  const counts = new Map<string, number>();
  for (const chunk of lazy) {
    for (const file of closure(chunks, chunk.fileName)) {
      if (file !== chunk.fileName && !first.has(file)) counts.set(file, (counts.get(file) ?? 0) + 1);
    }
  }
  const always = lazy
    .filter((c) => ALWAYS.some((path) => c.facadeModuleId?.endsWith(path)))
    .flatMap((c) => [...closure(chunks, c.fileName)].filter((file) => !first.has(file)));
  const shared = [...counts].filter(([, n]) => n >= Math.ceil(lazy.length * share)).map(([file]) => file);
  return [...new Set([...always, ...shared])].sort();
}

export function prefetchShared(): Plugin {
  let base = '/';
  return {
    name: 'prefetch-shared-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk') as unknown as ChunkInfo[];
        const links = sharedChunks(chunks).map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `${base}${file}`, crossorigin: '' },
        }));
        return links.length
          ? [{ tag: 'template', attrs: { id: PREFETCH_TEMPLATE_ID }, children: links, injectTo: 'body' as const }]
          : [];
      },
    },
  };
}
