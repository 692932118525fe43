import { describe, expect, it } from 'vitest';
import { anySignal } from './any-signal';
import { carried, carrying } from './signals';

describe('signals that carry a value', () => {
  it('a combined signal carries what its first carrying source carries, and aborts with any source', () => {
    const own = new AbortController();
    const company = new AbortController();
    carrying(company.signal, 'acme');
    const combined = anySignal([own.signal, company.signal]);
    expect(carried(combined)).toBe('acme');
    expect(carried(anySignal([anySignal([company.signal]), own.signal]))).toBe('acme');
    company.abort('gone');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });

  it('a signal made of signals that carry nothing carries nothing', () => {
    expect(carried(anySignal([new AbortController().signal]))).toBeUndefined();
    expect(carried(undefined)).toBeUndefined();
  });
});
