import { describe, expect, it } from 'vitest';
import { sharedChunks } from './prefetch-shared';

/* Which chunks index.html prefetches once the first screen is idle (decision 0009). */

const chunk = (fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared', facade?: string) => ({
  fileName,
  type: 'chunk' as const,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  facadeModuleId: facade ?? null,
  imports,
});

describe('sharedChunks', () => {
  const bundle = [
    chunk('entry.js', ['react.js'], 'entry'),
    chunk('react.js', [], 'shared'),
    chunk('scope.js', ['provider.js'], 'lazy', '/app/src/ui/mantine/MantineScope.tsx'),
    chunk('provider.js', ['react.js'], 'shared'),
    chunk('a.js', ['button.js', 'react.js'], 'lazy'),
    chunk('b.js', ['button.js', 'stepper.js'], 'lazy'),
    chunk('c.js', ['modal.js'], 'lazy'),
    chunk('button.js', ['box.js'], 'shared'),
    chunk('box.js', [], 'shared'),
    chunk('stepper.js', [], 'shared'),
    chunk('modal.js', ['box.js'], 'shared'),
  ];

  it("prefetches what a third of the lazy chunks import beyond the first screen's, and the scope with its imports", () => {
    // 4 lazy chunks: a share of 1/3 is 2 of them. box: a, b, c; button: a, b; stepper and modal: one each.
    expect(sharedChunks(bundle)).toEqual(['box.js', 'button.js', 'provider.js', 'scope.js']);
  });

  it('never what the first screen already loads, nor a chunk used by fewer', () => {
    expect(sharedChunks(bundle, 3 / 4)).toEqual(['box.js', 'provider.js', 'scope.js']);
    expect(sharedChunks(bundle)).not.toContain('react.js');
  });
});
