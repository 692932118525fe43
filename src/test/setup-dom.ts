import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setStoreCompany } from '../lib/company-store';
// What every lazy screen's Mantine scope loads: forms' messages in Portuguese.
import '../lib/zod-pt';
import { TEST_COMPANY } from './company';
import { shiftToday } from './shifted-today';
import { TEST_TODAY } from './test-today';

// The screen files of a worker share one jsdom (vitest.config.ts): each file starts on an empty
// page with nothing stored, as a fresh browser would.
localStorage.clear();
sessionStorage.clear();
document.body.replaceChildren();
window.history.replaceState(null, '', '/');

setStoreCompany(TEST_COMPANY);

// The screens' "today" is the day their sandbox is seeded for, whatever the calendar says.
shiftToday(TEST_TODAY);

// A lazy screen or dialog is transformed on its first use: on a loaded machine that outlasts
// the library's 1 s wait for it to appear (a wait that ends sooner when it does).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView = vi.fn();
window.HTMLElement.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
});
