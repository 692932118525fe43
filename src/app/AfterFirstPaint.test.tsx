import { afterEach, describe, expect, it } from 'vitest';
import { startPrefetch } from './AfterFirstPaint';
import { PREFETCH_TEMPLATE_ID } from './prefetch-template';

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  document.getElementById(PREFETCH_TEMPLATE_ID)?.remove();
});

describe('startPrefetch (decision 0009)', () => {
  it('moves the held links into the head, once, and the template goes', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<template id="${PREFETCH_TEMPLATE_ID}"><link rel="prefetch" href="/assets/a.js" crossorigin=""><link rel="prefetch" href="/assets/b.js" crossorigin=""></template>`,
    );
    // Inert while held: the document has no prefetch link yet.
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    startPrefetch();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(links.every((l) => l.getAttribute('crossorigin') === '')).toBe(true);
    expect(document.getElementById(PREFETCH_TEMPLATE_ID)).toBeNull();
    startPrefetch();
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(2);
  });

  it('does nothing where the page holds no links (a build without shared chunks, the dev server)', () => {
    startPrefetch();
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});
